import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf, sessionAbsoluteLifetimeSeconds } from '@manan/service-kit';
import type { Session } from '../../domain/sessions/session';
import type { SessionRepository } from '../../domain/sessions/session.repository';

interface SessionDocument {
  _id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  /** When no token of this session can be valid any more; MongoDB deletes the row then. */
  expiresAt: Date;
}

const sessionSchema = new Schema<SessionDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export async function createMongoSessionRepository(connection: Connection): Promise<SessionRepository> {
  const SessionModel = modelOf(connection, 'Session', sessionSchema);
  await SessionModel.createCollection();
  await SessionModel.syncIndexes();

  return {
    async create(session, tx) {
      const createdAt = new Date(session.createdAt);
      await SessionModel.create(
        [
          {
            _id: session.id,
            userId: session.userId,
            createdAt,
            lastSeenAt: new Date(session.lastSeenAt),
            revokedAt: session.revokedAt ? new Date(session.revokedAt) : null,
            expiresAt: new Date(createdAt.getTime() + sessionAbsoluteLifetimeSeconds * 1000),
          },
        ],
        { session: mongoSessionOf(tx) },
      );
    },
    async findById(id) {
      const document = await SessionModel.findById(id).lean();
      return document ? toSession(document) : null;
    },
    async touch(id, lastSeenAt) {
      const at = new Date(lastSeenAt);
      await SessionModel.updateOne({ _id: id, lastSeenAt: { $lt: at } }, { $set: { lastSeenAt: at } });
    },
    async revoke(id, revokedAt, tx) {
      const result = await SessionModel.updateOne(
        { _id: id, revokedAt: null },
        { $set: { revokedAt: new Date(revokedAt) } },
        { session: mongoSessionOf(tx) },
      );
      return result.modifiedCount === 1;
    },
    async listForUser(userId, tx) {
      const documents = await SessionModel.find({ userId })
        .sort({ createdAt: 1, _id: 1 })
        .session(mongoSessionOf(tx))
        .lean();
      return documents.map(toSession);
    },
    async deleteForUser(userId, tx) {
      await SessionModel.deleteMany({ userId }, { session: mongoSessionOf(tx) });
    },
  };
}

function toSession(document: SessionDocument): Session {
  return {
    id: document._id,
    userId: document.userId,
    createdAt: document.createdAt.toISOString(),
    lastSeenAt: document.lastSeenAt.toISOString(),
    revokedAt: document.revokedAt ? document.revokedAt.toISOString() : null,
  };
}
