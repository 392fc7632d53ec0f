import { Worker } from 'node:worker_threads';
import {
  PdfReadFailure,
  type PdfReadFailureReason,
  type PdfText,
  type PdfTextReader,
} from '../../domain/blood-report/pdf-text-reader.port';
import { createConcurrencyLimit } from './concurrency-limit';
import { measureDecodedSize } from './decompressed-size-guard';
import { processPdfMemoryBudget, type MemoryBudget } from './memory-budget';
import { pdfWorkerSource } from './pdf-worker.source';

export interface WorkerPdfTextReaderOptions {
  maxPages?: number;
  timeoutMs?: number;
  /** The worker's V8 heap cap (a hard resourceLimits: the worker is ended when it would pass it). */
  maxHeapMb?: number;
  /**
   * How far the process' resident memory may rise above its level when the reader was made, by all reads
   * together, before every running worker is ended (decoded buffers live outside the heap cap). A backstop
   * for what the decoded-size measure cannot see, such as an encrypted document's streams.
   */
  maxMemoryGrowthMb?: number;
  /** What the PDF's streams may decode to, in total, before pdf.js sees them. */
  maxDecompressedBytes?: number;
  /** The memory all PDF work shares; by default the process' one budget. */
  memoryBudget?: MemoryBudget;
  concurrency?: number;
  maxWaiting?: number;
}

type WorkerMessage =
  | { kind: 'text'; text: string; pages: number }
  | { kind: 'failure'; reason: PdfReadFailureReason; pages?: number };

const megabyte = 1024 * 1024;
const watchdogIntervalMs = 25;
const pdfParsePath = require.resolve('pdf-parse');

/** A worker's own cost before it reads anything: its isolate, pdf.js' code and the young generation. */
const workerBaselineBytes = 48 * megabyte;
/** pdf.js holds a stream's decoded bytes, briefly twice while its buffer grows, and objects made of them. */
const decodedBytesFactor = 3;

/**
 * What a read may hold at once: the worker, the file (the request's copy and the worker's) and its
 * measured decoded streams. Reserved from the shared budget before the worker starts.
 */
export function memoryNeededFor(fileBytes: number, decodedBytes: number): number {
  return workerBaselineBytes + 2 * fileBytes + decodedBytesFactor * decodedBytes;
}

interface ReaderSettings {
  maxPages: number;
  timeoutMs: number;
  maxHeapMb: number;
}

/**
 * pdf-parse (pdf.js) in a worker thread per read, behind: a concurrency cap and queue; a measure of what
 * every stream decodes to (refused over budget); a reservation from the memory budget all PDF work shares
 * (reads wait for room); a hard heap limit per worker; a time limit; and a ceiling on the process'
 * resident memory that ends the running workers if anything unmeasured still grows.
 */
export function createWorkerPdfTextReader(options: WorkerPdfTextReaderOptions = {}): PdfTextReader {
  const settings: ReaderSettings = {
    maxPages: options.maxPages ?? 50,
    timeoutMs: options.timeoutMs ?? 20_000,
    maxHeapMb: options.maxHeapMb ?? 160,
  };
  const maxDecompressedBytes = options.maxDecompressedBytes ?? 64 * megabyte;
  const budget = options.memoryBudget ?? processPdfMemoryBudget;
  const rssCeiling =
    process.memoryUsage.rss() + (options.maxMemoryGrowthMb ?? budget.totalBytes / megabyte + 128) * megabyte;
  const limit = createConcurrencyLimit(options.concurrency ?? 2, options.maxWaiting ?? 8);
  const running = new Map<Worker, (failure: PdfReadFailure) => void>();

  // One watchdog for all reads: growth is the process', whichever read caused it.
  let watchdog: NodeJS.Timeout | undefined;
  const watch = () => {
    watchdog ??= setInterval(() => {
      if (running.size === 0) {
        clearInterval(watchdog);
        watchdog = undefined;
      } else if (process.memoryUsage.rss() > rssCeiling) {
        for (const fail of running.values()) fail(new PdfReadFailure('too-complex'));
      }
    }, watchdogIntervalMs);
    watchdog.unref();
  };

  return {
    async read(pdf) {
      const outcome = await limit.run(async () => {
        const measured = await measureDecodedSize(pdf, maxDecompressedBytes);
        if (!measured.fits) throw new PdfReadFailure('too-complex');
        const release = await budget.reserve(memoryNeededFor(pdf.byteLength, measured.decodedBytes));
        if (!release) throw new PdfReadFailure('too-complex');
        try {
          const reading = readInWorker(pdf, settings, running);
          watch();
          return await reading;
        } finally {
          release();
        }
      });
      if (!outcome.ran) throw new PdfReadFailure('busy');
      return outcome.value;
    },
    async close() {
      clearInterval(watchdog);
      await Promise.all([...running.keys()].map((worker) => worker.terminate()));
    },
  };
}

function readInWorker(
  pdf: Uint8Array,
  settings: ReaderSettings,
  running: Map<Worker, (failure: PdfReadFailure) => void>,
): Promise<PdfText> {
  const copy = new Uint8Array(pdf);
  const worker = new Worker(pdfWorkerSource, {
    eval: true,
    workerData: { pdf: copy, pdfParsePath, maxPages: settings.maxPages },
    transferList: [copy.buffer],
    resourceLimits: {
      maxOldGenerationSizeMb: settings.maxHeapMb,
      maxYoungGenerationSizeMb: 16,
      codeRangeSizeMb: 32,
      stackSizeMb: 4,
    },
    // pdf.js may print warnings; they never reach the service's logs.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();

  return new Promise<PdfText>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: PdfText | PdfReadFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running.delete(worker);
      // The reservation is given back only once the worker's memory is.
      void worker.terminate().then(
        () => (outcome instanceof PdfReadFailure ? reject(outcome) : resolve(outcome)),
        () => (outcome instanceof PdfReadFailure ? reject(outcome) : resolve(outcome)),
      );
    };
    running.set(worker, finish);
    const timer = setTimeout(() => finish(new PdfReadFailure('timed-out')), settings.timeoutMs);
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
