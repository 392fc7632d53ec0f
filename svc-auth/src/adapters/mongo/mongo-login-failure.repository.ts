import { Schema, type Connection } from 'mongoose';
import { modelOf } from '@manan/service-kit';
import type {
  LoginFailureRepository,
  LoginFailureScope,
} from '../../domain/credentials/login-failure.repository';

interface LoginFailureDocument {
  scope: LoginFailureScope;
  key: string;
  failedAt: Date;
}

const loginFailureSchema = new Schema<LoginFailureDocument>(
  {
    scope: { type: String, required: true },
    key: { type: String, required: true },
    failedAt: { type: Date, required: true },
  },
  { collection: 'login_failures', versionKey: false },
);
loginFailureSchema.index({ scope: 1, key: 1, failedAt: -1 });
// Failures older than any lock window are dropped by MongoDB itself (the TTL monitor runs every minute).
loginFailureSchema.index({ failedAt: 1 }, { expireAfterSeconds: 24 * 60 * 60 });

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function createMongoLoginFailureRepository(
  connection: Connection,
): Promise<LoginFailureRepository> {
  const LoginFailure = modelOf(connection, 'LoginFailure', loginFailureSchema);
  await LoginFailure.createCollection();
  await LoginFailure.syncIndexes();

  return {
    async record({ scope, key, failedAt }, forgetBefore) {
      await LoginFailure.create({ scope, key, failedAt: new Date(failedAt) });
      await LoginFailure.deleteMany({ scope, key, failedAt: { $lt: new Date(forgetBefore) } });
    },
    async recent(scope, key, since, limit) {
      const documents = await LoginFailure.find({ scope, key, failedAt: { $gt: new Date(since) } })
        .sort({ failedAt: -1 })
        .limit(limit)
        .lean();
      return documents.map((document) => document.failedAt.toISOString());
    },
    async clear(scope, key) {
      await LoginFailure.deleteMany({ scope, key });
    },
    async clearKeysStartingWith(scope, prefix) {
      await LoginFailure.deleteMany({ scope, key: { $regex: `^${escapeRegExp(prefix)}` } });
    },
  };
}
