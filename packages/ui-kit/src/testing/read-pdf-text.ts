import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repositoryRoot = path.resolve(__dirname, '../../../..');

// pdf-parse v2 sets up pdf.js's worker with a dynamic import, which Jest's VM refuses: it runs in plain Node.
const script = `
  import { PDFParse } from 'pdf-parse';
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  const { text } = await parser.getText({ disableNormalization: true });
  await parser.destroy();
  process.stdout.write(text);
`;

/**
 * A PDF's text as pdf-parse reads it, without pdf.js's Unicode normalisation (which would read the
 * micro sign 'µ' as the Greek 'μ'): what a test of an exported PDF compares with what was written.
 */
export function readPdfText(data: ArrayBuffer | Uint8Array): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repositoryRoot,
    input: data instanceof Uint8Array ? data : new Uint8Array(data),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`pdf-parse failed: ${result.stderr}`);
  return result.stdout;
}
