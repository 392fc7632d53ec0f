/**
 * Bytes of memory that PDF work may hold at once, shared by every read in the process: a read reserves
 * what it may need before its worker starts and gives it back when the worker has ended. Reads wait
 * their turn in order; one that could never fit is told so at once.
 */
export interface MemoryBudget {
  readonly totalBytes: number;
  /** Resolves with a release once `bytes` are free; undefined at once when `bytes` exceed the total. */
  reserve(bytes: number): Promise<(() => void) | undefined>;
  /** Bytes reserved now. */
  inUse(): number;
}

export function createMemoryBudget(totalBytes: number): MemoryBudget {
  let reserved = 0;
  const waiting: Array<{ bytes: number; grant: () => void }> = [];

  const grantWaiting = () => {
    while (waiting.length > 0 && reserved + waiting[0]!.bytes <= totalBytes) {
      const next = waiting.shift()!;
      reserved += next.bytes;
      next.grant();
    }
  };

  return {
    totalBytes,
    inUse: () => reserved,
    async reserve(bytes) {
      if (bytes > totalBytes) return undefined;
      if (waiting.length === 0 && reserved + bytes <= totalBytes) reserved += bytes;
      else await new Promise<void>((grant) => waiting.push({ bytes, grant }));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        reserved -= bytes;
        grantWaiting();
      };
    },
  };
}

const megabyte = 1024 * 1024;

/** The process' one budget for PDF work, used by every reader not given another (tests give their own). */
export const processPdfMemoryBudget = createMemoryBudget(320 * megabyte);
