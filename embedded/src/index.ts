export { runEmbedded, type EmbeddedMaNaN } from './run-embedded';
