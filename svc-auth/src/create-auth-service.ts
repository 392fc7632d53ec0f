import {
  createServiceApp,
  createSessionTokenIssuer,
  createSessionTokenVerifier,
  loadOrCreateSigningKey,
  openServiceInfrastructure,
  sqliteOutboxMigration,
  sqliteOutboxTraceMigration,
  sqliteProcessedMessagesMigration,
  staticPublicKeys,
  type EventBus,
  type Logger,
  type ServiceInstance,
} from '@manan/service-kit';
import { createArgon2PasswordHasher, type Argon2Parameters } from './adapters/argon2/argon2-password-hasher';
import { createAuthRepositories, type AuthRepositories } from './adapters/auth-repositories';
import { externalIdentitiesMigration } from './adapters/sqlite/sqlite-external-identity.repository';
import { loginFailuresMigration } from './adapters/sqlite/sqlite-login-failure.repository';
import { notificationSettingsMigration } from './adapters/sqlite/sqlite-notification-settings.repository';
import { sessionsMigration } from './adapters/sqlite/sqlite-session.repository';
import { usersMigration } from './adapters/sqlite/sqlite-user.repository';
import type { AuthConfig } from './config';
import { deleteAccountUseCase } from './domain/accounts/delete-account.use-case';
import { loginUseCase } from './domain/accounts/login.use-case';
import { registerUseCase } from './domain/accounts/register.use-case';
import { systemClock, type Clock } from './domain/clock';
import { createHashingQueue, type HashingPriority } from './domain/credentials/concurrency-limited-hasher';
import { createLoginThrottle } from './domain/credentials/login-throttle';
import { createRegistrationThrottle } from './domain/credentials/registration-throttle';
import type { PasswordHasher } from './domain/credentials/password-hasher.port';
import { signInWithGoogleUseCase } from './domain/google/sign-in-with-google.use-case';
import { checkSessionUseCase } from './domain/sessions/check-session.use-case';
import { logoutUseCase } from './domain/sessions/logout.use-case';
import { renewSessionUseCase } from './domain/sessions/renew-session.use-case';
import { openSessionUseCase, startSessionUseCase } from './domain/sessions/start-session.use-case';
import { notificationSettingsUseCases } from './domain/settings/notification-settings.use-case';
import { accountDeletionRoutes } from './http/account-deletion.routes';
import { accountRoutes } from './http/account.routes';
import { exportRoutes } from './http/export.routes';
import { createGooglePassport, oauthStateSecret } from './http/google/google-passport';
import { googleRoutes } from './http/google/google.routes';
import { jwksRoutes } from './http/jwks.routes';
import { sessionConfirmationRoutes } from './http/session-confirmation.routes';
import { settingsRoutes } from './http/settings.routes';
import { statusRoutes } from './http/status.routes';
import { forgetDeliveredDeletion } from './messaging/forget-delivered-deletion';
import { countLoginFailures } from './observability/login-metrics';

/** Append-only: never edit a migration that has shipped; add a new one. */
export const authSqliteMigrations = [
  sqliteOutboxMigration,
  sqliteProcessedMessagesMigration,
  usersMigration,
  sessionsMigration,
  loginFailuresMigration,
  externalIdentitiesMigration,
  notificationSettingsMigration,
  sqliteOutboxTraceMigration,
];

/** At most this many argon2 runs at once; the rest queue. */
export const maxConcurrentPasswordHashes = 4;
/**
 * How many may queue for the hasher, per kind; beyond that 429 with Retry-After. A burst of sign-ins
 * may queue long (each is quick); registrations only a few, so a flood of them is refused early.
 */
export const maxWaitingPasswordHashes: Record<HashingPriority, number> = { login: 64, registration: 12 };
/**
 * Registrations hash one at a time: the other runs are kept for sign-ins, and on a two-core machine a
 * sign-in then shares the CPU with one registration at most.
 */
export const maxConcurrentRegistrationHashes = 1;
/** Within the gateway's 10 s upstream timeout with room to spare: a longer line answers 429 instead. */
export const maxExpectedHashingWaitMs = 5_000;

export interface AuthServiceOptions {
  /** Tests move time with this (lock windows, idle timeouts). */
  clock?: Clock;
  /** argon2id parameters; refused below OWASP's minimum. Production uses the defaults. */
  argon2?: Argon2Parameters;
  /** Replaces the argon2 hasher (still behind the concurrency cap), e.g. to observe it in tests. */
  passwordHasher?: PasswordHasher;
  /**
   * How long a hash may wait in line before it is refused (default maxExpectedHashingWaitMs). A test that
   * holds the hasher open for as long as it needs sets it beyond its own length.
   */
  maxExpectedHashingWaitMs?: number;
}

export interface AuthService extends ServiceInstance, AuthRepositories {}

export async function createAuthService(
  config: AuthConfig,
  logger: Logger,
  eventBus?: EventBus,
  options: AuthServiceOptions = {},
): Promise<AuthService> {
  const clock = options.clock ?? systemClock;
  const infrastructure = await openServiceInfrastructure({
    service: 'svc-auth',
    logger,
    config,
    sqlite: { fileName: 'auth.sqlite', migrations: authSqliteMigrations },
    afterPublished: forgetDeliveredDeletion,
    ...(eventBus ? { eventBus } : {}),
  });
  const { transactionRunner, outbox, relay } = infrastructure;
  const repositories = await createAuthRepositories(infrastructure.storage);
  const { users, sessions, loginFailures, externalIdentities, notificationSettings } = repositories;

  const signingKey = loadOrCreateSigningKey({
    privateKeyPem: config.SESSION_PRIVATE_KEY,
    dataDir: config.DATA_DIR,
  });
  const { SESSION_ISSUER: issuer, SESSION_AUDIENCE: audience } = config;
  const tokenIssuer = createSessionTokenIssuer({ key: signingKey, issuer, audience });
  const checkSession = checkSessionUseCase({ sessions, clock });
  const verifier = createSessionTokenVerifier({
    publicKeys: staticPublicKeys([signingKey]),
    issuer,
    audience,
    isRevoked: async (sessionId) => !(await checkSession(sessionId)),
  });

  const hashing = createHashingQueue(options.passwordHasher ?? createArgon2PasswordHasher(options.argon2), {
    maxConcurrent: maxConcurrentPasswordHashes,
    maxConcurrentRegistrations: maxConcurrentRegistrationHashes,
    maxWaiting: maxWaitingPasswordHashes,
    maxExpectedWaitMs: options.maxExpectedHashingWaitMs ?? maxExpectedHashingWaitMs,
  });
  const startSession = startSessionUseCase({ sessions, issuer: tokenIssuer, clock });
  const openSession = openSessionUseCase({ startSession, transactionRunner });
  const throttle = countLoginFailures(
    createLoginThrottle({ failures: loginFailures, clock }),
    infrastructure.telemetry,
  );

  const googleCredentials =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          ...config,
          GOOGLE_CLIENT_ID: config.GOOGLE_CLIENT_ID,
          GOOGLE_CLIENT_SECRET: config.GOOGLE_CLIENT_SECRET,
        }
      : null;
  const authenticator = googleCredentials
    ? createGooglePassport({
        config: googleCredentials,
        stateSecret: oauthStateSecret(signingKey.privateKey),
        signInWithGoogle: signInWithGoogleUseCase({
          users,
          identities: externalIdentities,
          transactionRunner,
          clock,
        }),
      })
    : null;

  const deleteAccount = deleteAccountUseCase({
    ...repositories,
    transactionRunner,
    outbox,
    relay,
    clock,
    logger,
  });

  const app = createServiceApp({
    service: 'svc-auth',
    logger,
    readinessChecks: infrastructure.readinessChecks,
    // Only the gateway's X-Forwarded-For names the client (it sets it from the socket).
    trustedProxies: config.GATEWAY_ADDRESSES,
    observability: { telemetry: infrastructure.telemetry },
    routes: [
      jwksRoutes([signingKey]),
      sessionConfirmationRoutes(checkSession),
      statusRoutes({
        googleConfigured: authenticator !== null,
        verifier,
        users,
        renewSession: renewSessionUseCase({ issuer: tokenIssuer, clock }),
        clock,
      }),
      accountRoutes({
        register: registerUseCase({
          users,
          hasher: hashing.forRegistrations,
          throttle: createRegistrationThrottle({ clock }),
          startSession,
          transactionRunner,
          clock,
        }),
        login: loginUseCase({
          users,
          hasher: hashing.forLogins,
          throttle,
          startSession,
          transactionRunner,
        }),
        logout: logoutUseCase({ sessions, transactionRunner, outbox, relay, clock }),
        verifier,
        clock,
      }),
      googleRoutes({ authenticator, openSession, clock }),
      accountDeletionRoutes({ verifier, deleteAccount }),
      settingsRoutes({
        verifier,
        settings: notificationSettingsUseCases({ settings: notificationSettings, transactionRunner }),
      }),
      exportRoutes({
        verifier,
        exportDependencies: { users, identities: externalIdentities, settings: notificationSettings, clock },
      }),
    ],
  });
  return { app, ...repositories, close: () => infrastructure.close() };
}
