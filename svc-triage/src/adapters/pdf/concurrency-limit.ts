/** Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn, the rest are refused. */
export function createConcurrencyLimit(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    /** Tasks running now. */
    running: () => running,
    /** Tasks waiting for a turn. */
    waiting: () => waiting.length,
    /** Resolves false, at once, when the queue is full. */
    async run<T>(task: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) return { ran: false };
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return { ran: true, value: await task() };
      } finally {
        release();
      }
    },
  };
}
