import type { Logger } from 'pino';
import { createIdempotentHandler } from '../events/idempotency/idempotent-handler';
import type { ServiceInfrastructure } from '../runtime/service-infrastructure';
import { authSessionRevokedV1 } from '@manan/contracts';
import { publicKeysFromConfig } from './public-key-resolver';
import { openRevokedSessionStore } from './revoked-session-store';
import { createSessionConfirmation, type ConfirmSession } from './session-confirmation';
import { createSessionTokenVerifier, type SessionTokenVerifier } from './session-token-verifier';

export interface ServiceSessionVerifierOptions {
  service: string;
  config: {
    AUTH_JWKS_URL: string;
    SESSION_PUBLIC_KEY?: string | undefined;
    AUTH_SERVICE_URL: string;
    SESSION_ISSUER: string;
    SESSION_AUDIENCE: string;
  };
  infrastructure: Pick<ServiceInfrastructure, 'storage' | 'bus' | 'processedMessages' | 'transactionRunner'>;
  logger: Logger;
  /** Replaces the confirmation with svc-auth (tests); by default it asks AUTH_SERVICE_URL. */
  confirmSession?: ConfirmSession;
}

/**
 * A service's session check: svc-auth's signature and claims; then this service's own record of ended
 * sessions (in its own database, kept by consuming `auth.session.revoked.v1`), which refuses a delivered
 * revocation at once; then svc-auth's own word that the session is live (cached at most a second), so a
 * logout, or a validly signed token for a session that never existed, is refused whether or not the broker
 * is up. While svc-auth cannot be reached, the record of ended sessions alone decides.
 */
export async function createServiceSessionVerifier(
  options: ServiceSessionVerifierOptions,
): Promise<SessionTokenVerifier> {
  const { service, config, infrastructure, logger } = options;
  const { bus, processedMessages, transactionRunner } = infrastructure;
  const revokedSessions = await openRevokedSessionStore(infrastructure.storage);
  const confirmSession =
    options.confirmSession ?? createSessionConfirmation({ authServiceUrl: config.AUTH_SERVICE_URL, logger });
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
    // A revocation already delivered refuses at once (and spares svc-auth a question); otherwise svc-auth's
    // word decides, and only when it cannot be had does the session stand on the revocation list alone.
    isRevoked: async (sessionId) =>
      (await revokedSessions.isRevoked(sessionId)) || (await confirmSession(sessionId)) === 'inactive',
  });
}
