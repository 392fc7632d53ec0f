import { parentPort } from 'node:worker_threads';
import { processBatchChunk } from './batch-line';

/**
 * A worker of `triage:batch`: analyses the chunks of lines it is sent and hands back their encoded
 * results, transferring the buffer rather than copying it.
 */
parentPort?.on('message', (chunk: { lines: string[] }) => {
  const outcome = processBatchChunk(chunk.lines);
  parentPort?.postMessage(outcome, [outcome.output.buffer]);
});
