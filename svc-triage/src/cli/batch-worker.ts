import { parentPort } from 'node:worker_threads';
import { processBatchLine } from './batch-line';

/** A worker of `triage:batch`: analyses the chunks of lines it is sent and sends back their outcomes. */
parentPort?.on('message', (chunk: { lines: string[] }) => {
  parentPort?.postMessage({ outcomes: chunk.lines.map(processBatchLine) });
});
