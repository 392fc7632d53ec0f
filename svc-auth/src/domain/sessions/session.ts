import { sessionAbsoluteLifetimeSeconds, sessionIdleTimeoutSeconds } from '@manan/service-kit';

/** A signed-in browser. The token in its cookie names this row; svc-auth checks the row on every request. */
export interface Session {
  id: string;
  userId: string;
  /** When the user signed in: the absolute lifetime counts from here. */
  createdAt: string;
  lastSeenAt: string;
  revokedAt: string | null;
}

/** Not ended by logout, within 7 days of sign-in, and used within the last 24 hours. */
export function isSessionActive(session: Session, now: Date): boolean {
  const nowMs = now.getTime();
  return (
    session.revokedAt === null &&
    nowMs < Date.parse(session.createdAt) + sessionAbsoluteLifetimeSeconds * 1000 &&
    nowMs < Date.parse(session.lastSeenAt) + sessionIdleTimeoutSeconds * 1000
  );
}

/** No token of the session can be valid after this, however often it was renewed. */
export function latestPossibleExpiry(session: Session): string {
  return new Date(Date.parse(session.createdAt) + sessionAbsoluteLifetimeSeconds * 1000).toISOString();
}
