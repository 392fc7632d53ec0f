/**
 * The pool worker's code, run with `new Worker(source, { eval: true })`. It is plain CommonJS in a string
 * so that it runs the same from compiled `dist/` and from `.ts` under jest (no file to locate, no
 * transpiler in the worker). It loads pdf-parse (pdf.js) once, then reads one PDF per message: the page
 * count first (a document over the page limit is not read at all), then the text layer. After each
 * answer it reports its heap, so the pool can replace a worker whose memory has grown.
 */
export const pdfWorkerSource = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const v8 = require('node:v8');

// Both halves of pdf-parse's bundle (its API here, and pdf.js' worker half, which it would import on the
// first read) replace Array.prototype.push with core-js' version written in JavaScript (for array-likes of
// 2^32 elements and more); pdf.js pushes every token and text item, so that cost a fifth of each read. The
// worker half is imported now (pdf.js then finds it on globalThis.pdfjsWorker) and the engine's own push
// is put back once both are loaded, before any read: this worker's realm is its own.
const push = Object.getOwnPropertyDescriptor(Array.prototype, 'push');
const { PDFParse } = require(workerData.pdfParsePath);
const pdfjsWorkerUrl = pathToFileURL(path.join(path.dirname(workerData.pdfParsePath), 'pdf.worker.mjs')).href;
const loaded = import(pdfjsWorkerUrl)
  .catch(() => undefined)
  .then(() => Object.defineProperty(Array.prototype, 'push', push));

async function read(pdf, maxPages) {
  const parser = new PDFParse({
    data: pdf,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    // The page count only (getInfo would also read the metadata, outline, permissions and page labels).
    const pages = (await parser.load()).numPages;
    if (pages > maxPages) return { kind: 'failure', reason: 'too-many-pages', pages };
    const result = await parser.getText({ pageJoiner: '' });
    return { kind: 'text', text: result.text, pages };
  } catch (error) {
    const name = error && error.name;
    return { kind: 'failure', reason: name === 'PasswordException' ? 'no-text' : 'damaged' };
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

function heapBytes() {
  const heap = v8.getHeapStatistics();
  return heap.used_heap_size + (heap.external_memory || 0);
}

parentPort.on('message', ({ pdf, maxPages }) => {
  loaded.then(() => read(pdf, maxPages)).then(
    (answer) => parentPort.postMessage({ ...answer, heapBytes: heapBytes() }),
    () => parentPort.postMessage({ kind: 'failure', reason: 'damaged', heapBytes: heapBytes() }),
  );
});
loaded.then(() => parentPort.postMessage({ kind: 'ready' }));
`;
