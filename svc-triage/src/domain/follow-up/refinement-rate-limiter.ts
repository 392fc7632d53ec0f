/** Refinements each user may run per rolling hour; they do not count against the monthly analysis limit. */
export const REFINEMENTS_PER_HOUR = 30;
const WINDOW_MS = 60 * 60 * 1000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RefinementRateLimiter {
  /** Takes one refinement for the user if the hour allows it. */
  take(userId: string): RateDecision;
}

/**
 * A sliding one-hour window per user, kept in memory. Deliberately not persisted: the limit guards
 * the service (and any AI spend) against runaway clients rather than metering usage, so a restart
 * forgetting the window is harmless; with several instances each enforces its own window.
 */
export function inMemoryRefinementRateLimiter(
  now: () => Date = () => new Date(),
  limit = REFINEMENTS_PER_HOUR,
): RefinementRateLimiter {
  const takenAt = new Map<string, number[]>();
  let lastSweep = 0;
  const sweep = (time: number) => {
    if (time - lastSweep < WINDOW_MS) return;
    lastSweep = time;
    for (const [userId, times] of takenAt)
      if (times.every((taken) => taken <= time - WINDOW_MS)) takenAt.delete(userId);
  };
  return {
    take(userId) {
      const time = now().getTime();
      sweep(time);
      const recent = (takenAt.get(userId) ?? []).filter((taken) => taken > time - WINDOW_MS);
      if (recent.length >= limit) {
        const oldest = recent[0] ?? time;
        takenAt.set(userId, recent);
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - time) / 1000)),
        };
      }
      recent.push(time);
      takenAt.set(userId, recent);
      return { allowed: true };
    },
  };
}
