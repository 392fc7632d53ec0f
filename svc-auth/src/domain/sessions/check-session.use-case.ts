import type { Clock } from '../clock';
import { isSessionActive } from './session';
import type { SessionRepository } from './session.repository';

/** Activity is written at most once a minute per session, not on every request. */
const touchIntervalMs = 60_000;

export type CheckSession = (sessionId: string) => Promise<boolean>;

/**
 * svc-auth's own check behind the token's signature: the session exists, was not revoked, is within its
 * absolute lifetime and was used within the idle timeout. Records the activity when it passes.
 */
export function checkSessionUseCase(deps: { sessions: SessionRepository; clock: Clock }): CheckSession {
  return async (sessionId) => {
    const session = await deps.sessions.findById(sessionId);
    const now = deps.clock();
    if (!session || !isSessionActive(session, now)) return false;
    if (now.getTime() - Date.parse(session.lastSeenAt) >= touchIntervalMs) {
      await deps.sessions.touch(sessionId, now.toISOString());
    }
    return true;
  };
}
