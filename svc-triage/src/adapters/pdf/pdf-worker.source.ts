/**
 * The worker's code, run with `new Worker(source, { eval: true })`. It is plain CommonJS in a string so
 * that it runs the same from compiled `dist/` and from `.ts` under jest (no file to locate, no
 * transpiler in the worker). It loads pdf-parse from the path the parent resolved, reads the page
 * count first (a document over the page limit is not read at all), then the text layer.
 */
export const pdfWorkerSource = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.pdfParsePath);

async function run() {
  const parser = new PDFParse({
    data: workerData.pdf,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const info = await parser.getInfo();
    if (info.total > workerData.maxPages) return { kind: 'failure', reason: 'too-many-pages', pages: info.total };
    const result = await parser.getText({ pageJoiner: '' });
    return { kind: 'text', text: result.text, pages: info.total };
  } catch (error) {
    const name = error && error.name;
    return { kind: 'failure', reason: name === 'PasswordException' ? 'no-text' : 'damaged' };
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

run().then(
  (message) => parentPort.postMessage(message),
  () => parentPort.postMessage({ kind: 'failure', reason: 'damaged' }),
);
`;
