import type { Logger } from 'pino';
import type { EventBus } from '../events/event-bus.port';
import { createIdempotentHandler } from '../events/idempotency/idempotent-handler';
import type { ProcessedMessageStore } from '../events/idempotency/processed-message-store.port';
import type { TransactionRunner } from '../storage/transaction-runner.port';
import { authSessionRevokedV1 } from '@manan/contracts';
import { publicKeysFromConfig } from './public-key-resolver';
import type { RevokedSessionStore } from './revoked-session-store';
import { createSessionTokenVerifier, type SessionTokenVerifier } from './session-token-verifier';

export interface ServiceSessionVerifierOptions {
  service: string;
  config: {
    AUTH_JWKS_URL: string;
    SESSION_PUBLIC_KEY?: string | undefined;
    SESSION_ISSUER: string;
    SESSION_AUDIENCE: string;
  };
  revokedSessions: RevokedSessionStore;
  bus: EventBus;
  processedMessages: ProcessedMessageStore;
  transactionRunner: TransactionRunner;
  logger: Logger;
}

/**
 * A service's session check: svc-auth's signature and claims, plus this service's own record of ended
 * sessions, which it keeps by consuming `auth.session.revoked.v1`.
 */
export async function createServiceSessionVerifier(
  options: ServiceSessionVerifierOptions,
): Promise<SessionTokenVerifier> {
  const { service, config, revokedSessions, bus, processedMessages, transactionRunner, logger } = options;
  await bus.subscribe({
    queue: `${service}.sessions`,
    types: [authSessionRevokedV1.type],
    handler: createIdempotentHandler({
      consumer: `${service}.session-revoked`,
      definition: authSessionRevokedV1,
      processed: processedMessages,
      transactionRunner,
      logger,
      handle: ({ sessionId, expiresAt }, _envelope, tx) => revokedSessions.revoke(sessionId, expiresAt, tx),
    }),
  });
  return createSessionTokenVerifier({
    publicKeys: publicKeysFromConfig(config),
    issuer: config.SESSION_ISSUER,
    audience: config.SESSION_AUDIENCE,
    isRevoked: (sessionId) => revokedSessions.isRevoked(sessionId),
  });
}
