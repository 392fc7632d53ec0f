import {
  createServiceApp,
  openServiceInfrastructure,
  sqliteOutboxMigration,
  sqliteProcessedMessagesMigration,
  type EventBus,
  type Logger,
  type ServiceInstance,
} from '@manan/service-kit';
import { createMongoUserRepository } from './adapters/mongo/mongo-user.repository';
import { createSqliteUserRepository, usersMigration } from './adapters/sqlite/sqlite-user.repository';
import type { AuthConfig } from './config';
import type { UserRepository } from './domain/users/user.repository';
import { statusRoutes } from './http/status.routes';

/** Append-only: never edit a migration that has shipped; add a new one. */
export const authSqliteMigrations = [sqliteOutboxMigration, sqliteProcessedMessagesMigration, usersMigration];

export interface AuthService extends ServiceInstance {
  users: UserRepository;
}

export async function createAuthService(
  config: AuthConfig,
  logger: Logger,
  eventBus?: EventBus,
): Promise<AuthService> {
  const infrastructure = await openServiceInfrastructure({
    service: 'svc-auth',
    logger,
    config,
    sqlite: { fileName: 'auth.sqlite', migrations: authSqliteMigrations },
    ...(eventBus ? { eventBus } : {}),
  });
  const { storage } = infrastructure;
  const users =
    storage.kind === 'sqlite'
      ? createSqliteUserRepository(storage.database)
      : await createMongoUserRepository(storage.database.connection);
  const googleConfigured = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);

  const app = createServiceApp({
    service: 'svc-auth',
    logger,
    readinessChecks: infrastructure.readinessChecks,
    routes: [statusRoutes({ googleConfigured })],
  });
  return { app, users, close: () => infrastructure.close() };
}
