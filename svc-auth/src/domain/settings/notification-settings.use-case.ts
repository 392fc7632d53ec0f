import type { TransactionRunner } from '@manan/service-kit';
import {
  defaultNotificationSettings,
  type NotificationSettings,
  type NotificationSettingsRepository,
} from './notification-settings';

export interface NotificationSettingsUseCases {
  get(userId: string): Promise<NotificationSettings>;
  save(userId: string, settings: NotificationSettings): Promise<NotificationSettings>;
}

export function notificationSettingsUseCases(deps: {
  settings: NotificationSettingsRepository;
  transactionRunner: TransactionRunner;
}): NotificationSettingsUseCases {
  return {
    get: async (userId) => (await deps.settings.find(userId)) ?? defaultNotificationSettings,
    async save(userId, settings) {
      await deps.transactionRunner.run((tx) => deps.settings.save(userId, settings, tx));
      return settings;
    },
  };
}
