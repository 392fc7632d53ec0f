import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import type { NotificationSettingsRepository } from '../../domain/settings/notification-settings';

export const notificationSettingsMigration = `
CREATE TABLE notification_settings (
  user_id TEXT PRIMARY KEY REFERENCES users(id),
  email_notifications INTEGER NOT NULL,
  app_notifications INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
`;

export function createSqliteNotificationSettingsRepository(
  database: SqliteDatabase,
): NotificationSettingsRepository {
  const { db, transactionRunner } = database;
  const upsert =
    db.prepare(`INSERT INTO notification_settings (user_id, email_notifications, app_notifications, updated_at)
    VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET email_notifications = excluded.email_notifications,
      app_notifications = excluded.app_notifications, updated_at = excluded.updated_at`);
  const find = db.prepare(
    'SELECT email_notifications, app_notifications FROM notification_settings WHERE user_id = ?',
  );
  const deleteForUser = db.prepare('DELETE FROM notification_settings WHERE user_id = ?');

  return {
    find: (userId) =>
      transactionRunner.run(async () => {
        const row = find.get(userId) as
          { email_notifications: number; app_notifications: number } | undefined;
        return row
          ? {
              emailNotifications: row.email_notifications === 1,
              appNotifications: row.app_notifications === 1,
            }
          : null;
      }),
    async save(userId, { emailNotifications, appNotifications }, tx) {
      sqliteDatabaseOf(tx);
      upsert.run(userId, emailNotifications ? 1 : 0, appNotifications ? 1 : 0, new Date().toISOString());
    },
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx);
      deleteForUser.run(userId);
    },
  };
}
