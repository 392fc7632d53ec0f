import { randomUUID } from 'node:crypto';
import type { SessionTokenIssuer, TransactionContext, TransactionRunner } from '@manan/service-kit';
import type { Clock } from '../clock';
import type { SessionRepository } from './session.repository';

export interface IssuedSession {
  token: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type StartSession = (userId: string, tx: TransactionContext) => Promise<IssuedSession>;

/** Stores a new session for the user (inside the caller's transaction) and signs its first token. */
export function startSessionUseCase(deps: {
  sessions: SessionRepository;
  issuer: SessionTokenIssuer;
  clock: Clock;
}): StartSession {
  return async (userId, tx) => {
    const now = deps.clock();
    const id = randomUUID();
    await deps.sessions.create(
      { id, userId, createdAt: now.toISOString(), lastSeenAt: now.toISOString(), revokedAt: null },
      tx,
    );
    const nowSeconds = Math.floor(now.getTime() / 1000);
    return deps.issuer.issue({ userId, sessionId: id, sessionStartedAt: nowSeconds }, nowSeconds);
  };
}

export type OpenSession = (userId: string) => Promise<IssuedSession>;

/** A new session in a transaction of its own, for sign-ins that changed nothing else. */
export function openSessionUseCase(deps: {
  startSession: StartSession;
  transactionRunner: TransactionRunner;
}): OpenSession {
  return (userId) => deps.transactionRunner.run((tx) => deps.startSession(userId, tx));
}
