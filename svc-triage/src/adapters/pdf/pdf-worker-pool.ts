import { Worker } from 'node:worker_threads';
import {
  PdfReadFailure,
  type PdfReadFailureReason,
  type PdfText,
} from '../../domain/blood-report/pdf-text-reader.port';
import { pdfWorkerSource } from './pdf-worker.source';

type WorkerAnswer =
  | { kind: 'ready' }
  | { kind: 'text'; text: string; pages: number; heapBytes: number }
  | { kind: 'failure'; reason: PdfReadFailureReason; pages?: number; heapBytes: number };

export interface PdfWorkerPoolOptions {
  /** Workers kept warm at most (reads beyond it wait in the reader's queue, never here). */
  size: number;
  /** A worker is replaced after this many reads, so nothing pdf.js keeps can build up for long. */
  maxJobsPerWorker: number;
  /** A worker whose heap (with its external buffers) is above this after a read is replaced. */
  recycleAboveBytes: number;
  /** Hard limits of each worker's V8 heap: the worker is ended when it would pass them. */
  maxHeapMb: number;
}

export interface PdfJob {
  pdf: Uint8Array;
  maxPages: number;
  timeoutMs: number;
}

interface PooledWorker {
  worker: Worker;
  jobs: number;
  /** Fails the read in progress and ends the worker (time limit, memory watchdog, close). */
  abort?: (failure: PdfReadFailure) => void;
}

const pdfParsePath = require.resolve('pdf-parse');

/**
 * Worker threads with pdf.js loaded once, each reading one PDF at a time. A worker is started when a
 * read finds none idle (up to `size`), kept for the next read, and replaced after `maxJobsPerWorker`
 * reads, when its memory has grown past `recycleAboveBytes`, or whenever a read fails in a way that may
 * have left it in a bad state (time limit, out of memory, crash). Ending a worker ends its read at once.
 */
export function createPdfWorkerPool(options: PdfWorkerPoolOptions) {
  const idle: PooledWorker[] = [];
  const alive = new Set<PooledWorker>();

  const start = (): PooledWorker => {
    const worker = new Worker(pdfWorkerSource, {
      eval: true,
      workerData: { pdfParsePath },
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxHeapMb,
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
    // An idle worker must not keep the process alive; a read in progress has its own timer.
    worker.unref();
    const pooled: PooledWorker = { worker, jobs: 0 };
    alive.add(pooled);
    worker.once('exit', () => {
      alive.delete(pooled);
      const index = idle.indexOf(pooled);
      if (index >= 0) idle.splice(index, 1);
    });
    return pooled;
  };

  /** Ends the worker and resolves once its memory is given back. */
  const retire = async (pooled: PooledWorker) => {
    alive.delete(pooled);
    await pooled.worker.terminate().catch(() => undefined);
  };

  const run = (pooled: PooledWorker, job: PdfJob): Promise<WorkerAnswer & { kind: 'text' | 'failure' }> =>
    new Promise((resolve, reject) => {
      const { worker } = pooled;
      let settled = false;
      const cleanUp = () => {
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        pooled.abort = undefined;
      };
      const fail = (failure: PdfReadFailure) => {
        if (settled) return;
        cleanUp();
        // A worker interrupted mid-read is never reused; the reservation is given back once it has ended.
        void retire(pooled).then(() => reject(failure));
      };
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.kind === 'ready' || settled) return;
        cleanUp();
        resolve(answer);
      };
      const onError = (error: NodeJS.ErrnoException) =>
        fail(new PdfReadFailure(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-complex' : 'damaged'));
      const onExit = () => fail(new PdfReadFailure('damaged'));
      const timer = setTimeout(() => fail(new PdfReadFailure('timed-out')), job.timeoutMs);
      pooled.abort = fail;
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      const copy = new Uint8Array(job.pdf);
      worker.postMessage({ pdf: copy, maxPages: job.maxPages }, [copy.buffer]);
    });

  return {
    /** Reads one PDF in a warm worker (starting one if none is idle). */
    async read(job: PdfJob): Promise<PdfText> {
      const pooled = idle.pop() ?? start();
      const answer = await run(pooled, job);
      pooled.jobs += 1;
      const worn = pooled.jobs >= options.maxJobsPerWorker || answer.heapBytes > options.recycleAboveBytes;
      if (worn || !alive.has(pooled) || alive.size > options.size) await retire(pooled);
      else idle.push(pooled);
      if (answer.kind === 'text') return { text: answer.text, pages: answer.pages };
      throw new PdfReadFailure(answer.reason, answer.pages, job.maxPages);
    },
    /** Ends every read in progress with `failure` (the memory watchdog). */
    abortAll(failure: PdfReadFailure): void {
      for (const pooled of alive) pooled.abort?.(failure);
    },
    busy: () => alive.size - idle.length,
    size: () => alive.size,
    async close(): Promise<void> {
      idle.length = 0;
      await Promise.all([...alive].map(retire));
    },
  };
}

export type PdfWorkerPool = ReturnType<typeof createPdfWorkerPool>;
