import { isMainThread } from 'node:worker_threads';
import pino, { type Logger } from 'pino';

/** Lines wait until this many bytes are ready, then go to the file in one write. */
export const logBatchBytes = 8 * 1024;

/** The longest a line waits before it is written, however few lines come. */
export const logBatchWindowMs = 25;

/** Should a write still be under way when a batch is due, its lines go with the next batch or by then. */
const backstopFlushMs = 500;

/** A stream of log lines that holds them briefly and writes them in batches. */
export type LogDestination = ReturnType<typeof pino.destination>;

/**
 * Where log lines go: stdout (or a file), written in batches: those that came within 25 ms, or 8 KiB
 * at once. One write per line handed every access-log line to the thread pool, about a tenth of the
 * gateway's time under load. Nothing is lost when the process ends: pino writes what is left when the
 * main thread exits, this does the same when a worker thread (the embedded app's gateway) ends, and a
 * graceful shutdown waits for every line to be written (flushLogs).
 */
export function logDestination(dest: number | string = 1): LogDestination {
  const destination = pino.destination({
    dest,
    sync: false,
    minLength: logBatchBytes,
    periodicFlush: backstopFlushMs,
  });
  const write = destination.write.bind(destination);
  let batchDue = false;
  const writeBatch = () => {
    batchDue = false;
    try {
      destination.flush();
    } catch {
      // Closed meanwhile: there is nothing left to write to.
    }
  };
  destination.write = (line: string) => {
    const belowHighWater = write(line);
    if (!batchDue) {
      batchDue = true;
      setTimeout(writeBatch, logBatchWindowMs).unref();
    }
    return belowHighWater;
  };
  if (!isMainThread) process.once('exit', () => writeWhatIsLeft(destination));
  return destination;
}

function writeWhatIsLeft(destination: LogDestination): void {
  try {
    destination.flushSync();
  } catch {
    // Not open yet, or already closed (nothing can be written to it).
  }
}

let stdoutDestination: LogDestination | undefined;

/** The destination every logger of this thread shares by default, so that lines keep their order. */
export function stdoutLogDestination(): LogDestination {
  stdoutDestination ??= logDestination(1);
  return stdoutDestination;
}

/**
 * Resolves once every line the logger has taken is written (or after `timeoutMs`, so that a destination
 * that cannot be written never holds a shutdown). For a destination without buffering, at once.
 */
export function flushLogs(logger: Logger, timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(resolve, timeoutMs);
    deadline.unref();
    // Flushed twice: a flush asked for while a batch is being written is answered when that write
    // ends, and lines that came during it (fewer than a batch's bytes) are still held; the second
    // flush writes them. The error, if any, is the destination's (e.g. fsync on a pipe).
    logger.flush(() => {
      logger.flush(() => {
        clearTimeout(deadline);
        resolve();
      });
    });
  });
}
