import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ChunkOutcome } from './batch-line';

export interface BatchSummary {
  processed: number;
  skipped: number;
}

export interface BatchOptions {
  /** Worker threads to analyse with; 0 analyses on the calling thread. */
  workers?: number;
}

const CHUNK_LINES = 200;
const CHUNKS_IN_FLIGHT_PER_WORKER = 2;

/**
 * Reads `{id, case}` JSON lines, writes `{id, level, esi, triageLevel, confidence, result, text}` lines in
 * the input's order; bad lines are reported with their number and skipped. With workers, chunks of lines
 * are analysed in parallel, a bounded number at a time, so memory stays flat whatever the file's size.
 */
export async function runBatch(
  input: Readable,
  output: Writable,
  errors: Writable,
  options: BatchOptions = {},
): Promise<BatchSummary> {
  const summary: BatchSummary = { processed: 0, skipped: 0 };
  let lineNumber = 0;
  const record = async (outcome: ChunkOutcome, firstNumber: number) => {
    for (const { index, error } of outcome.skipped)
      errors.write(`line ${firstNumber + index}: skipped, ${error}\n`);
    summary.skipped += outcome.skipped.length;
    summary.processed += outcome.processed;
    if (outcome.output.length && !output.write(outcome.output))
      await new Promise((resolve) => output.once('drain', resolve));
  };
  if (!options.workers) {
    // Loaded only here: with workers, they alone load the engine, and this thread starts them at once.
    // Before the lines are read: a line read while this waits would be lost.
    const { processBatchChunk } = await import('./batch-line.js');
    const lines = createInterface({ input, crlfDelay: Infinity });
    let chunk: string[] = [];
    for await (const line of lines) {
      lineNumber += 1;
      chunk.push(line);
      if (chunk.length < CHUNK_LINES) continue;
      await record(processBatchChunk(chunk), lineNumber - chunk.length + 1);
      chunk = [];
    }
    await record(processBatchChunk(chunk), lineNumber - chunk.length + 1);
    return summary;
  }
  const pool = new WorkerPool(options.workers);
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    const pending: Array<{ firstLine: number; outcome: Promise<ChunkOutcome> }> = [];
    const flushOldest = async () => {
      const oldest = pending.shift();
      if (!oldest) return;
      await record(await oldest.outcome, oldest.firstLine);
    };
    let chunk: string[] = [];
    const send = () => {
      pending.push({ firstLine: lineNumber - chunk.length + 1, outcome: pool.analyse(chunk) });
      chunk = [];
    };
    for await (const line of lines) {
      lineNumber += 1;
      chunk.push(line);
      if (chunk.length < CHUNK_LINES) continue;
      send();
      if (pending.length >= options.workers * CHUNKS_IN_FLIGHT_PER_WORKER) await flushOldest();
    }
    if (chunk.length) send();
    while (pending.length) await flushOldest();
    return summary;
  } finally {
    await pool.close();
  }
}

/**
 * Worker threads sharing a queue of chunks: a worker that finishes takes the next one, so a worker
 * slowed by the main thread sharing its processor does not leave the other idle.
 */
class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Array<{ lines: string[]; settle: Settle }> = [];
  private readonly running = new Map<Worker, Settle>();

  constructor(size: number) {
    for (let index = 0; index < size; index += 1) {
      const worker = new Worker(path.join(__dirname, 'batch-worker.js'));
      worker.on('message', (outcome: ChunkOutcome) => {
        this.running.get(worker)?.resolve(outcome);
        this.running.delete(worker);
        this.idle.push(worker);
        this.next();
      });
      // A worker that fails takes the whole run down: every chunk running or queued is refused.
      worker.on('error', (error) => {
        for (const settle of this.running.values()) settle.reject(error);
        for (const { settle } of this.queue.splice(0)) settle.reject(error);
        this.running.clear();
      });
      this.idle.push(worker);
    }
  }

  analyse(lines: string[]): Promise<ChunkOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ lines, settle: { resolve, reject } });
      this.next();
    });
  }

  private next(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.shift() as Worker;
      const { lines, settle } = this.queue.shift() as { lines: string[]; settle: Settle };
      this.running.set(worker, settle);
      worker.postMessage({ lines });
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.idle, ...this.running.keys()].map((worker) => worker.terminate()));
  }
}

interface Settle {
  resolve: (outcome: ChunkOutcome) => void;
  reject: (error: Error) => void;
}
