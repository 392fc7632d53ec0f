import { authSessionRevokedV1, createEventEnvelope } from '@manan/contracts';
import type { Logger, OutboxRelay, OutboxStore, TransactionRunner } from '@manan/service-kit';
import type { Clock } from '../clock';
import type { LoginFailureRepository } from '../credentials/login-failure.repository';
import { forgetFailuresOfUsername } from '../credentials/login-throttle';
import type { ExternalIdentityRepository } from '../google/external-identity.repository';
import { latestPossibleExpiry } from '../sessions/session';
import type { SessionRepository } from '../sessions/session.repository';
import type { NotificationSettingsRepository } from '../settings/notification-settings';
import type { UserRepository } from '../users/user.repository';
import { usernameKey } from '../users/user';
import { accountDeletionErrors } from './account-deletion-errors';
import { userDeletedEvent } from './user-deleted.event';

export type DeleteAccount = (request: { userId: string; typedUsername: string }) => Promise<void>;

export interface DeleteAccountDependencies {
  users: UserRepository;
  sessions: SessionRepository;
  externalIdentities: ExternalIdentityRepository;
  notificationSettings: NotificationSettingsRepository;
  loginFailures: LoginFailureRepository;
  transactionRunner: TransactionRunner;
  outbox: Pick<OutboxStore, 'add' | 'eraseEventsOfUser'>;
  relay: Pick<OutboxRelay, 'notify'>;
  clock: Clock;
  logger: Logger;
}

/**
 * Deletes the account once the user has typed its username again. In one transaction: every session
 * that could still carry a valid token is announced as revoked (`auth.session.revoked.v1`, so the other
 * services refuse its cookie as they do after a logout), the sessions, settings, linked Google identities
 * and the account are deleted, and `auth.user.deleted.v1` is queued for the other services to delete
 * what they keep of the user. Earlier outbox events about the user go too: they are copies of their data.
 */
export function deleteAccountUseCase(deps: DeleteAccountDependencies): DeleteAccount {
  return async ({ userId, typedUsername }) => {
    const user = await deps.users.findById(userId);
    if (!user) throw accountDeletionErrors.noAccount();
    if (usernameKey(typedUsername.trim()) !== usernameKey(user.username)) {
      throw accountDeletionErrors.confirmationMismatch();
    }
    const now = deps.clock();
    await deps.transactionRunner.run(async (tx) => {
      const sessions = await deps.sessions.listForUser(userId, tx);
      await deps.outbox.eraseEventsOfUser(userId, tx);
      for (const session of sessions) {
        const expiresAt = latestPossibleExpiry(session);
        if (Date.parse(expiresAt) <= now.getTime()) continue;
        const revoked = { sessionId: session.id, userId, expiresAt };
        await deps.outbox.add(createEventEnvelope(authSessionRevokedV1, revoked, now), tx);
      }
      await deps.sessions.deleteForUser(userId, tx);
      await deps.notificationSettings.deleteForUser(userId, tx);
      await deps.externalIdentities.deleteForUser(userId, tx);
      await deps.users.delete(userId, tx);
      await deps.outbox.add(userDeletedEvent(userId, now), tx);
    });
    // Failed sign-ins are kept by username only to slow down guessing; the name is free again now.
    await forgetFailuresOfUsername(deps.loginFailures, user.username);
    deps.relay.notify();
    deps.logger.info({ userId }, 'account deleted');
  };
}
