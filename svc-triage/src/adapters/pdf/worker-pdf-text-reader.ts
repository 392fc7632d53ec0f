import { Worker } from 'node:worker_threads';
import {
  PdfReadFailure,
  type PdfReadFailureReason,
  type PdfText,
  type PdfTextReader,
} from '../../domain/blood-report/pdf-text-reader.port';
import { createConcurrencyLimit } from './concurrency-limit';
import { fitsDecompressedBudget } from './decompressed-size-guard';
import { pdfWorkerSource } from './pdf-worker.source';

export interface WorkerPdfTextReaderOptions {
  maxPages?: number;
  timeoutMs?: number;
  /** The worker's V8 heap cap. */
  maxHeapMb?: number;
  /** Growth of the process' resident memory during a read that ends it (buffers live outside the heap). */
  maxMemoryGrowthMb?: number;
  /** What the PDF's Flate streams may expand to, in total, before pdf.js sees them. */
  maxDecompressedBytes?: number;
  concurrency?: number;
  maxWaiting?: number;
}

type WorkerMessage =
  | { kind: 'text'; text: string; pages: number }
  | { kind: 'failure'; reason: PdfReadFailureReason; pages?: number };

const megabyte = 1024 * 1024;
const watchdogIntervalMs = 50;
const pdfParsePath = require.resolve('pdf-parse');

/** pdf-parse (pdf.js) in a worker thread per read, with a time limit, memory caps and a concurrency cap. */
export function createWorkerPdfTextReader(options: WorkerPdfTextReaderOptions = {}): PdfTextReader {
  const settings = {
    maxPages: options.maxPages ?? 50,
    timeoutMs: options.timeoutMs ?? 20_000,
    maxHeapMb: options.maxHeapMb ?? 256,
    maxMemoryGrowthMb: options.maxMemoryGrowthMb ?? 768,
    maxDecompressedBytes: options.maxDecompressedBytes ?? 64 * megabyte,
  };
  const limit = createConcurrencyLimit(options.concurrency ?? 2, options.maxWaiting ?? 8);
  const running = new Set<Worker>();

  return {
    async read(pdf) {
      const outcome = await limit.run(async () => {
        if (!(await fitsDecompressedBudget(pdf, settings.maxDecompressedBytes))) {
          throw new PdfReadFailure('too-complex');
        }
        return readInWorker(pdf, settings, running);
      });
      if (!outcome.ran) throw new PdfReadFailure('busy');
      return outcome.value;
    },
    async close() {
      await Promise.all([...running].map((worker) => worker.terminate()));
    },
  };
}

function readInWorker(
  pdf: Uint8Array,
  settings: { maxPages: number; timeoutMs: number; maxHeapMb: number; maxMemoryGrowthMb: number },
  running: Set<Worker>,
): Promise<PdfText> {
  const copy = new Uint8Array(pdf);
  const worker = new Worker(pdfWorkerSource, {
    eval: true,
    workerData: { pdf: copy, pdfParsePath, maxPages: settings.maxPages },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: settings.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    // pdf.js may print warnings; they never reach the service's logs.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  running.add(worker);
  const startingMemory = process.memoryUsage.rss();

  return new Promise<PdfText>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: PdfText | PdfReadFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      running.delete(worker);
      void worker.terminate();
      if (outcome instanceof PdfReadFailure) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => finish(new PdfReadFailure('timed-out')), settings.timeoutMs);
    const watchdog = setInterval(() => {
      if (process.memoryUsage.rss() - startingMemory > settings.maxMemoryGrowthMb * megabyte) {
        finish(new PdfReadFailure('too-complex'));
      }
    }, watchdogIntervalMs);
    worker.on('message', (message: WorkerMessage) =>
      finish(
        message.kind === 'text'
          ? { text: message.text, pages: message.pages }
          : new PdfReadFailure(message.reason, message.pages, settings.maxPages),
      ),
    );
    worker.on('error', (error: NodeJS.ErrnoException) =>
      finish(new PdfReadFailure(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-complex' : 'damaged')),
    );
    worker.on('exit', () => finish(new PdfReadFailure('damaged')));
  });
}
