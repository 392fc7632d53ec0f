import type { ServiceStorage } from '@manan/service-kit';
import type { LoginFailureRepository } from '../domain/credentials/login-failure.repository';
import type { ExternalIdentityRepository } from '../domain/google/external-identity.repository';
import type { SessionRepository } from '../domain/sessions/session.repository';
import type { NotificationSettingsRepository } from '../domain/settings/notification-settings';
import type { UserRepository } from '../domain/users/user.repository';
import { createMongoExternalIdentityRepository } from './mongo/mongo-external-identity.repository';
import { createMongoLoginFailureRepository } from './mongo/mongo-login-failure.repository';
import { createMongoNotificationSettingsRepository } from './mongo/mongo-notification-settings.repository';
import { createMongoSessionRepository } from './mongo/mongo-session.repository';
import { createMongoUserRepository } from './mongo/mongo-user.repository';
import { createSqliteExternalIdentityRepository } from './sqlite/sqlite-external-identity.repository';
import { createSqliteLoginFailureRepository } from './sqlite/sqlite-login-failure.repository';
import { createSqliteNotificationSettingsRepository } from './sqlite/sqlite-notification-settings.repository';
import { createSqliteSessionRepository } from './sqlite/sqlite-session.repository';
import { createSqliteUserRepository } from './sqlite/sqlite-user.repository';

export interface AuthRepositories {
  users: UserRepository;
  sessions: SessionRepository;
  loginFailures: LoginFailureRepository;
  externalIdentities: ExternalIdentityRepository;
  notificationSettings: NotificationSettingsRepository;
}

/** svc-auth's repositories on whichever database configuration chose. */
export async function createAuthRepositories(storage: ServiceStorage): Promise<AuthRepositories> {
  if (storage.kind === 'sqlite') {
    const { database } = storage;
    return {
      users: createSqliteUserRepository(database),
      sessions: createSqliteSessionRepository(database),
      loginFailures: createSqliteLoginFailureRepository(database),
      externalIdentities: createSqliteExternalIdentityRepository(database),
      notificationSettings: createSqliteNotificationSettingsRepository(database),
    };
  }
  const { connection } = storage.database;
  return {
    users: await createMongoUserRepository(connection),
    sessions: await createMongoSessionRepository(connection),
    loginFailures: await createMongoLoginFailureRepository(connection),
    externalIdentities: await createMongoExternalIdentityRepository(connection),
    notificationSettings: await createMongoNotificationSettingsRepository(connection),
  };
}
