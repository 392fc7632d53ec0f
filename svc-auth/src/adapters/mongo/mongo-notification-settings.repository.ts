import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf } from '@manan/service-kit';
import type { NotificationSettingsRepository } from '../../domain/settings/notification-settings';

interface NotificationSettingsDocument {
  _id: string;
  emailNotifications: boolean;
  appNotifications: boolean;
  updatedAt: Date;
}

const notificationSettingsSchema = new Schema<NotificationSettingsDocument>(
  {
    _id: { type: String, required: true },
    emailNotifications: { type: Boolean, required: true },
    appNotifications: { type: Boolean, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'notification_settings', versionKey: false },
);

export async function createMongoNotificationSettingsRepository(
  connection: Connection,
): Promise<NotificationSettingsRepository> {
  const NotificationSettingsModel = modelOf(connection, 'NotificationSettings', notificationSettingsSchema);
  await NotificationSettingsModel.createCollection();

  return {
    async find(userId) {
      const document = await NotificationSettingsModel.findById(userId).lean();
      return document
        ? { emailNotifications: document.emailNotifications, appNotifications: document.appNotifications }
        : null;
    },
    async save(userId, { emailNotifications, appNotifications }, tx) {
      await NotificationSettingsModel.updateOne(
        { _id: userId },
        { $set: { emailNotifications, appNotifications, updatedAt: new Date() } },
        { upsert: true, session: mongoSessionOf(tx) },
      );
    },
    async deleteForUser(userId, tx) {
      await NotificationSettingsModel.deleteOne({ _id: userId }, { session: mongoSessionOf(tx) });
    },
  };
}
