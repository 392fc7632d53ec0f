import fs from 'node:fs';
import os from 'node:os';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { endQuietlyWhenReaderCloses } from './closed-pipe';
import { runBatch } from './run-batch';

const usage = 'Usage: npm run triage:batch -- --in cases.jsonl [--out results.jsonl] [--workers N]';
/** Analysis is CPU-bound: one worker per processor, the main thread reading and writing. */
const defaultWorkers = Math.min(4, os.availableParallelism());

async function main(): Promise<number> {
  let values: { in?: string; out?: string; workers?: string };
  try {
    ({ values } = parseArgs({
      options: { in: { type: 'string' }, out: { type: 'string' }, workers: { type: 'string' } },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 1;
  }
  if (!values.in || !fs.existsSync(values.in)) {
    process.stderr.write(`${values.in ? `Input file not found: ${values.in}` : 'Missing --in'}\n${usage}\n`);
    return 1;
  }
  const workers = values.workers === undefined ? defaultWorkers : Number(values.workers);
  if (!Number.isInteger(workers) || workers < 0 || workers > 64) {
    process.stderr.write(`--workers takes a whole number from 0 to 64\n${usage}\n`);
    return 1;
  }
  // A few chunks of results may wait for the disk while the workers go on (bounded: 4 MiB).
  const output = values.out
    ? fs.createWriteStream(values.out, { highWaterMark: 4 * 1024 * 1024 })
    : process.stdout;
  if (!values.out) endQuietlyWhenReaderCloses(process.stdout);
  const summary = await runBatch(fs.createReadStream(values.in), output, process.stderr, { workers });
  if (values.out) {
    output.end();
    await finished(output);
  }
  process.stderr.write(`processed ${summary.processed}, skipped ${summary.skipped}\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`triage:batch failed: ${(error as Error).message}\n`);
    process.exitCode = 1;
  },
);
