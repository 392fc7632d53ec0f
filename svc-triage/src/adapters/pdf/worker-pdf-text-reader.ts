import { PdfReadFailure, type PdfTextReader } from '../../domain/blood-report/pdf-text-reader.port';
import { createConcurrencyLimit } from './concurrency-limit';
import { measureDecodedSize } from './decompressed-size-guard';
import { processPdfMemoryBudget, type MemoryBudget } from './memory-budget';
import { createPdfWorkerPool } from './pdf-worker-pool';

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
  /** A warm worker is replaced after this many reads (default 200). */
  maxReadsPerWorker?: number;
  /** A warm worker whose heap is above this after a read is replaced (default 96 MB). */
  recycleWorkerAboveMb?: number;
  /** Called with each successful read's duration in ms (from leaving the queue to the text). */
  onParsed?: (durationMs: number) => void;
}

/** What the reader is doing now, and how many reads it has refused as busy since it was made. */
export interface PdfReaderStats {
  /** Reads running in a worker (or being measured before one). */
  busy: number;
  /** Reads waiting for a turn. */
  queued: number;
  /** Reads refused because the queue was full. */
  refusedTotal: number;
  /** Warm workers (idle or busy). */
  size: number;
}

export interface WorkerPdfTextReader extends PdfTextReader {
  stats(): PdfReaderStats;
}

const megabyte = 1024 * 1024;
const watchdogIntervalMs = 25;

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

/**
 * pdf-parse (pdf.js) in a pool of warm worker threads (pdf.js loaded once per worker, replaced after a
 * number of reads or when its memory grew), behind: a concurrency cap and queue; a measure of what
 * every stream decodes to (refused over budget); a reservation from the memory budget all PDF work
 * shares (reads wait for room); a hard heap limit per worker; a time limit; and a ceiling on the
 * process' resident memory that ends the running workers if anything unmeasured still grows.
 */
export function createWorkerPdfTextReader(options: WorkerPdfTextReaderOptions = {}): WorkerPdfTextReader {
  const maxPages = options.maxPages ?? 50;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxDecompressedBytes = options.maxDecompressedBytes ?? 64 * megabyte;
  const budget = options.memoryBudget ?? processPdfMemoryBudget;
  const rssCeiling =
    process.memoryUsage.rss() + (options.maxMemoryGrowthMb ?? budget.totalBytes / megabyte + 128) * megabyte;
  const concurrency = options.concurrency ?? 2;
  const limit = createConcurrencyLimit(concurrency, options.maxWaiting ?? 8);
  const pool = createPdfWorkerPool({
    size: concurrency,
    maxJobsPerWorker: options.maxReadsPerWorker ?? 200,
    recycleAboveBytes: (options.recycleWorkerAboveMb ?? 96) * megabyte,
    maxHeapMb: options.maxHeapMb ?? 160,
  });
  let refusedTotal = 0;
  let reading = 0;

  // One watchdog for all reads: growth is the process', whichever read caused it.
  let watchdog: NodeJS.Timeout | undefined;
  const watch = () => {
    watchdog ??= setInterval(() => {
      if (reading === 0) {
        clearInterval(watchdog);
        watchdog = undefined;
      } else if (process.memoryUsage.rss() > rssCeiling) {
        pool.abortAll(new PdfReadFailure('too-complex'));
      }
    }, watchdogIntervalMs);
    watchdog.unref();
  };

  return {
    async read(pdf) {
      const outcome = await limit.run(async () => {
        const startedAt = performance.now();
        const measured = await measureDecodedSize(pdf, maxDecompressedBytes);
        if (!measured.fits) throw new PdfReadFailure('too-complex');
        const release = await budget.reserve(memoryNeededFor(pdf.byteLength, measured.decodedBytes));
        if (!release) throw new PdfReadFailure('too-complex');
        reading += 1;
        try {
          const read = pool.read({ pdf, maxPages, timeoutMs });
          watch();
          const text = await read;
          options.onParsed?.(performance.now() - startedAt);
          return text;
        } finally {
          reading -= 1;
          release();
        }
      });
      if (!outcome.ran) {
        refusedTotal += 1;
        throw new PdfReadFailure('busy');
      }
      return outcome.value;
    },
    stats: () => ({ busy: limit.running(), queued: limit.waiting(), refusedTotal, size: pool.size() }),
    async close() {
      clearInterval(watchdog);
      await pool.close();
    },
  };
}
