import { DomainError } from '@manan/service-kit';

/** Reports one user may have being read at once: the form sends one at a time, a second tab one more. */
export const maxUploadsInFlightPerUser = 2;
/** About how long a report takes to read; the client waits this long before sending it again. */
const retryAfterSeconds = 10;

/** A user's third report while two are still being read (429, Retry-After). */
export class TooManyUploadsInFlightError extends DomainError {
  constructor(limit: number) {
    super(
      'BLOOD_REPORT.TOO_MANY_IN_FLIGHT',
      'rate-limited',
      `You already have ${limit} blood reports being read; wait for them to finish, then upload this one again`,
      { retryAfterSeconds },
    );
    this.name = 'TooManyUploadsInFlightError';
  }
}

export interface UploadsInFlight {
  /** Counts an upload of the user's as started, or throws TooManyUploadsInFlightError; returns its end. */
  start(userId: string): () => void;
  /** Uploads of the user's being read now. */
  count(userId: string): number;
}

/**
 * Counts each user's uploads from the moment the request arrives until its answer is sent, before the
 * file is read or the shared queue is asked, so one user cannot fill the queue everyone shares.
 */
export function createUploadsInFlight(limit = maxUploadsInFlightPerUser): UploadsInFlight {
  const counts = new Map<string, number>();
  return {
    count: (userId) => counts.get(userId) ?? 0,
    start(userId) {
      const current = counts.get(userId) ?? 0;
      if (current >= limit) throw new TooManyUploadsInFlightError(limit);
      counts.set(userId, current + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        const left = (counts.get(userId) ?? 1) - 1;
        if (left > 0) counts.set(userId, left);
        else counts.delete(userId);
      };
    },
  };
}
