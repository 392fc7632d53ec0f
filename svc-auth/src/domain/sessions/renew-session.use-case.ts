import type { SessionIdentity, SessionTokenIssuer } from '@manan/service-kit';
import type { Clock } from '../clock';
import type { IssuedSession } from './start-session.use-case';

/** A token older than this is replaced, so an active user's session slides forward (up to 7 days). */
export const sessionRenewalAfterSeconds = 60 * 60;

export type RenewSession = (identity: SessionIdentity) => IssuedSession | null;

/** A fresh token for a session whose token was issued over an hour ago; null when it is still fresh. */
export function renewSessionUseCase(deps: { issuer: SessionTokenIssuer; clock: Clock }): RenewSession {
  return ({ userId, sessionId, sessionStartedAt, issuedAt }) => {
    const nowSeconds = Math.floor(deps.clock().getTime() / 1000);
    if (nowSeconds - issuedAt <= sessionRenewalAfterSeconds) return null;
    return deps.issuer.issue({ userId, sessionId, sessionStartedAt }, nowSeconds);
  };
}
