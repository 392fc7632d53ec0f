import { randomUUID } from 'node:crypto';
import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoNotificationSettingsRepository } from '../src/adapters/mongo/mongo-notification-settings.repository';
import { createSqliteNotificationSettingsRepository } from '../src/adapters/sqlite/sqlite-notification-settings.repository';
import type {
  NotificationSettings,
  NotificationSettingsRepository,
} from '../src/domain/settings/notification-settings';
import { adaptersWithUsers, storeUser, type WithUsers } from './support/with-users';

describeRepositoryContract<WithUsers<NotificationSettingsRepository>>(
  'NotificationSettingsRepository',
  adaptersWithUsers({
    sqlite: createSqliteNotificationSettingsRepository,
    mongo: (database) => createMongoNotificationSettingsRepository(database.connection),
  }),
  (harness) => {
    const save = (userId: string, settings: NotificationSettings) =>
      harness().transactionRunner.run((tx) => harness().repository.subject.save(userId, settings, tx));

    it('when nothing was saved, then there are no settings', async () => {
      expect(await harness().repository.subject.find(randomUUID())).toBeNull();
    });

    it('when settings are saved and saved again, then the latest are found, per user', async () => {
      const { repository, transactionRunner } = harness();
      const [ada, grace] = [
        await storeUser(repository.users, transactionRunner),
        await storeUser(repository.users, transactionRunner),
      ];
      await save(ada, { emailNotifications: false, appNotifications: true });
      await save(ada, { emailNotifications: true, appNotifications: false });
      await save(grace, { emailNotifications: false, appNotifications: false });
      expect(await repository.subject.find(ada)).toEqual({
        emailNotifications: true,
        appNotifications: false,
      });
      expect(await repository.subject.find(grace)).toEqual({
        emailNotifications: false,
        appNotifications: false,
      });
    });

    it("when a user's settings are deleted, then there are none for them and another user's stay", async () => {
      const { repository, transactionRunner } = harness();
      const [ada, grace] = [
        await storeUser(repository.users, transactionRunner),
        await storeUser(repository.users, transactionRunner),
      ];
      await save(ada, { emailNotifications: false, appNotifications: false });
      await save(grace, { emailNotifications: false, appNotifications: true });
      await transactionRunner.run((tx) => repository.subject.deleteForUser(ada, tx));
      await transactionRunner.run((tx) => repository.subject.deleteForUser('never-saved', tx));
      expect(await repository.subject.find(ada)).toBeNull();
      expect(await repository.subject.find(grace)).toEqual({
        emailNotifications: false,
        appNotifications: true,
      });
    });
  },
);
