import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf } from '@manan/service-kit';
import {
  DuplicateExternalIdentityError,
  type ExternalIdentity,
  type ExternalIdentityRepository,
} from '../../domain/google/external-identity.repository';

interface ExternalIdentityDocument {
  provider: ExternalIdentity['provider'];
  subject: string;
  userId: string;
  linkedAt: Date;
}

const externalIdentitySchema = new Schema<ExternalIdentityDocument>(
  {
    provider: { type: String, required: true },
    subject: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    linkedAt: { type: Date, required: true },
  },
  { collection: 'external_identities', versionKey: false },
);
externalIdentitySchema.index({ provider: 1, subject: 1 }, { unique: true });

function identityOf(document: ExternalIdentityDocument): ExternalIdentity {
  return {
    provider: document.provider,
    subject: document.subject,
    userId: document.userId,
    linkedAt: document.linkedAt.toISOString(),
  };
}

export async function createMongoExternalIdentityRepository(
  connection: Connection,
): Promise<ExternalIdentityRepository> {
  const ExternalIdentityModel = modelOf(connection, 'ExternalIdentity', externalIdentitySchema);
  await ExternalIdentityModel.createCollection();
  await ExternalIdentityModel.syncIndexes();

  return {
    async link({ provider, subject, userId, linkedAt }, tx) {
      try {
        await ExternalIdentityModel.create([{ provider, subject, userId, linkedAt: new Date(linkedAt) }], {
          session: mongoSessionOf(tx),
        });
      } catch (error) {
        if ((error as { code?: number }).code === 11000) throw new DuplicateExternalIdentityError();
        throw error;
      }
    },
    async find(provider, subject) {
      const document = await ExternalIdentityModel.findOne({ provider, subject }).lean();
      return document ? identityOf(document) : null;
    },
    async listForUser(userId) {
      const documents = await ExternalIdentityModel.find({ userId })
        .sort({ linkedAt: 1, provider: 1, subject: 1 })
        .lean();
      return documents.map(identityOf);
    },
    async deleteForUser(userId, tx) {
      await ExternalIdentityModel.deleteMany({ userId }, { session: mongoSessionOf(tx) });
    },
  };
}
