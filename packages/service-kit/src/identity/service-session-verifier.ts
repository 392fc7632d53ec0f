import type { Logger } from 'pino';
import { createIdempotentHandler } from '../events/idempotency/idempotent-handler';
import type { ServiceInfrastructure } from '../runtime/service-infrastructure';
import { authSessionRevokedV1 } from '@manan/contracts';
import { publicKeysFromConfig } from './public-key-resolver';
import { openRevokedSessionStore } from './revoked-session-store';
import { createSessionTokenVerifier, type SessionTokenVerifier } from './session-token-verifier';

export interface ServiceSessionVerifierOptions {
  service: string;
  config: {
    AUTH_JWKS_URL: string;
    SESSION_PUBLIC_KEY?: string | undefined;
    SESSION_ISSUER: string;
    SESSION_AUDIENCE: string;
  };
  infrastructure: Pick<ServiceInfrastructure, 'storage' | 'bus' | 'processedMessages' | 'transactionRunner'>;
  logger: Logger;
}

/**
 * A service's session check: svc-auth's signature and claims, plus this service's own record of ended
 * sessions (in its own database), which it keeps by consuming `auth.session.revoked.v1`.
 */
export async function createServiceSessionVerifier(
  options: ServiceSessionVerifierOptions,
): Promise<SessionTokenVerifier> {
  const { service, config, infrastructure, logger } = options;
  const { bus, processedMessages, transactionRunner } = infrastructure;
  const revokedSessions = await openRevokedSessionStore(infrastructure.storage);
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
