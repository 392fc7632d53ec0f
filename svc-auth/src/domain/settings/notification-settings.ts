import type { TransactionContext } from '@manan/service-kit';

export interface NotificationSettings {
  emailNotifications: boolean;
  appNotifications: boolean;
}

/** What a user who never saved their preferences gets. */
export const defaultNotificationSettings: NotificationSettings = {
  emailNotifications: true,
  appNotifications: true,
};

export interface NotificationSettingsRepository {
  find(userId: string): Promise<NotificationSettings | null>;
  save(userId: string, settings: NotificationSettings, tx: TransactionContext): Promise<void>;
  /** Forgets the user's preferences; no-op when they never saved any. */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
