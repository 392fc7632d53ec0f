import { internalPaths, sessionConfirmationSchema } from '@manan/contracts';
import type { Logger } from 'pino';
import { describeError } from '../events/describe-error';
import { traceHeadersOf } from '../observability/trace-context';

/** svc-auth's answer about a session: live or not; `unreachable` when it could not be asked. */
export type SessionConfirmationAnswer = 'active' | 'inactive' | 'unreachable';

export type ConfirmSession = (sessionId: string) => Promise<SessionConfirmationAnswer>;

export interface SessionConfirmationOptions {
  /** svc-auth's base URL (AUTH_SERVICE_URL). */
  authServiceUrl: string;
  logger: Logger;
  /** How long an answer is reused for the same session: 500 ms unless set, at most 1 s (a logout must bite within a second). */
  cacheMs?: number;
  /** How long to wait for svc-auth before falling back. */
  timeoutMs?: number;
  /** Answers kept at most; older ones are dropped first. */
  maxCachedSessions?: number;
}

const maxCacheMs = 1_000;

/**
 * Asks svc-auth whether a session is live (POST /internal/sessions/confirm), reusing an answer for at most a
 * second per session and sharing one request among concurrent checks of the same session. A network error,
 * timeout or 5xx answers `unreachable`, so the caller can fall back to its revocation list.
 */
export function createSessionConfirmation(options: SessionConfirmationOptions): ConfirmSession {
  const cacheMs = Math.min(options.cacheMs ?? 500, maxCacheMs);
  const timeoutMs = options.timeoutMs ?? 1_500;
  const maxCachedSessions = options.maxCachedSessions ?? 10_000;
  const url = new URL(internalPaths.confirmSession, options.authServiceUrl).toString();
  const answers = new Map<string, { answer: 'active' | 'inactive'; at: number }>();
  const inFlight = new Map<string, Promise<SessionConfirmationAnswer>>();
  let reachable = true;

  const noteReachability = (now: boolean, error?: unknown) => {
    if (now === reachable) return;
    reachable = now;
    if (now) options.logger.info('svc-auth answers session confirmations again');
    else
      options.logger.warn(
        { error: error === undefined ? undefined : describeError(error) },
        'svc-auth unreachable; checking sessions against the revocation list',
      );
  };

  const post = (sessionId: string) =>
    fetch(url, {
      method: 'POST',
      // traceparent: svc-auth's answer is part of the trace of the request that asked.
      headers: { 'content-type': 'application/json', ...traceHeadersOf() },
      body: JSON.stringify({ sessionId }),
      signal: AbortSignal.timeout(timeoutMs),
    });

  async function ask(sessionId: string): Promise<SessionConfirmationAnswer> {
    let response: Response;
    try {
      response = await post(sessionId).catch((error: unknown) => {
        // A pooled connection svc-auth closed (it restarted, or its keep-alive ran out) fails before any
        // answer; the question changes nothing, so it is asked once more on a new connection.
        if (!droppedBeforeAnswer(error)) throw error;
        return post(sessionId);
      });
    } catch (error) {
      noteReachability(false, error);
      return 'unreachable';
    }
    // 400: svc-auth refused the id itself (malformed), so no live session. Anything else but a well-formed
    // 200 (a 5xx, or a 404 from something that is not svc-auth) is no answer: fall back rather than guess.
    const parsed = response.ok
      ? sessionConfirmationSchema.safeParse(await response.json().catch(() => null))
      : null;
    if (!response.ok) await response.body?.cancel();
    if (response.status !== 400 && !parsed?.success) {
      noteReachability(false, new Error(`svc-auth answered ${response.status}`));
      return 'unreachable';
    }
    noteReachability(true);
    const answer = parsed?.success && parsed.data.active ? 'active' : 'inactive';
    remember(sessionId, answer);
    return answer;
  }

  function remember(sessionId: string, answer: 'active' | 'inactive'): void {
    answers.delete(sessionId);
    answers.set(sessionId, { answer, at: Date.now() });
    // Maps iterate in insertion order: the first keys are the oldest answers.
    for (const oldest of answers.keys()) {
      if (answers.size <= maxCachedSessions) break;
      answers.delete(oldest);
    }
  }

  return async (sessionId) => {
    const cached = answers.get(sessionId);
    if (cached && Date.now() - cached.at < cacheMs) return cached.answer;
    let pending = inFlight.get(sessionId);
    if (!pending) {
      pending = ask(sessionId).finally(() => inFlight.delete(sessionId));
      inFlight.set(sessionId, pending);
    }
    return pending;
  };
}

/** The connection closed or was reset before svc-auth answered: not a timeout, not a refusal. */
const droppedConnectionCodes = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED']);

function droppedBeforeAnswer(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' && droppedConnectionCodes.has(cause.code);
}
