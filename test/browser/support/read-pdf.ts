import { spawn } from 'node:child_process';
import { repositoryRoot } from './embedded-app';

export interface PdfContent {
  text: string;
  pages: Array<{ width: number; height: number }>;
}

// pdf-parse v2 sets up pdf.js with a dynamic import, which Jest's VM refuses: read the PDF in plain Node.
const script = `
  import { PDFParse } from 'pdf-parse';
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  const { text } = await parser.getText();
  const info = await parser.getInfo({ parsePageInfo: true });
  await parser.destroy();
  process.stdout.write(JSON.stringify({ text, pages: info.pages.map(({ width, height }) => ({ width, height })) }));
`;

/** The text and page sizes (in points) of a PDF, as pdf-parse reads them. */
export function readPdf(data: Buffer): Promise<PdfContent> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: repositoryRoot });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as PdfContent);
      else reject(new Error(`pdf-parse failed: ${stderr}`));
    });
    child.stdin.end(data);
  });
}
