import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { runBatch } from './run-batch';

const usage = 'Usage: npm run triage:batch -- --in cases.jsonl [--out results.jsonl]';

async function main(): Promise<number> {
  let values: { in?: string; out?: string };
  try {
    ({ values } = parseArgs({ options: { in: { type: 'string' }, out: { type: 'string' } } }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 1;
  }
  if (!values.in || !fs.existsSync(values.in)) {
    process.stderr.write(`${values.in ? `Input file not found: ${values.in}` : 'Missing --in'}\n${usage}\n`);
    return 1;
  }
  const output = values.out ? fs.createWriteStream(values.out) : process.stdout;
  const summary = await runBatch(fs.createReadStream(values.in), output, process.stderr);
  if (values.out) {
    output.end();
    await finished(output);
  }
  process.stderr.write(`processed ${summary.processed}, skipped ${summary.skipped}\n`);
  return 0;
}

void main().then((code) => {
  process.exitCode = code;
});
