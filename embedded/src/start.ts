import { createLogger, installShutdownHandlers } from '@manan/service-kit';
import { runEmbedded } from './run-embedded';

/** `npm start`: MANAN on one machine with nothing else installed. */
async function main(): Promise<void> {
  const manan = await runEmbedded(process.env);
  const logger = createLogger({ service: 'manan', level: process.env.LOG_LEVEL ?? 'info' });
  installShutdownHandlers({ logger, timeoutMs: 20_000, steps: [{ name: 'manan', run: () => manan.stop() }] });
  process.stdout.write(`\nMANAN is running at ${manan.url}\n\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
