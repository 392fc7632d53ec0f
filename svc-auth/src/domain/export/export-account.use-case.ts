import type { AccountExport, SignInMethod } from '@manan/contracts';
import { DomainError } from '@manan/service-kit';
import type { Clock } from '../clock';
import type { ExternalIdentityRepository } from '../google/external-identity.repository';
import {
  defaultNotificationSettings,
  type NotificationSettingsRepository,
} from '../settings/notification-settings';
import type { UserRepository } from '../users/user.repository';

export interface ExportAccountDependencies {
  users: Pick<UserRepository, 'findById'>;
  identities: Pick<ExternalIdentityRepository, 'listForUser'>;
  settings: Pick<NotificationSettingsRepository, 'find'>;
  clock: Clock;
}

/**
 * svc-auth's part of "Download my data": what it owns of the user, written out field by field so that a
 * field added to the user later (a hash, a secret) never reaches an export by accident.
 */
export async function exportAccount(deps: ExportAccountDependencies, userId: string): Promise<AccountExport> {
  const [user, identities, settings] = await Promise.all([
    deps.users.findById(userId),
    deps.identities.listForUser(userId),
    deps.settings.find(userId),
  ]);
  // A session that outlived its account (deleted meanwhile) has nobody to export.
  if (!user) throw new DomainError('AUTH.UNAUTHENTICATED', 'unauthenticated', 'Please sign in again');
  const signInMethods: SignInMethod[] = [
    ...(user.passwordHash !== null ? (['password'] as const) : []),
    ...new Set(identities.map((identity) => identity.provider)),
  ];
  return {
    exportedAt: deps.clock().toISOString(),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      displayName: user.displayName,
      createdAt: user.createdAt,
      signInMethods,
    },
    notificationSettings: settings ?? defaultNotificationSettings,
  };
}
