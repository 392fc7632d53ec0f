import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf } from '@manan/service-kit';
import { decodeCaseCursor, encodeCaseCursor, type CaseRepository } from '../../domain/cases/case.repository';
import type { StoredCase } from '../../domain/cases/stored-case';

interface CaseDocument {
  _id: string;
  userId: string;
  createdAt: string;
  document: StoredCase;
}

const caseSchema = new Schema<CaseDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: String, required: true },
    document: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'cases', versionKey: false, minimize: false },
);
caseSchema.index({ userId: 1, createdAt: -1, _id: -1 });

export async function createMongoCaseRepository(connection: Connection): Promise<CaseRepository> {
  const CaseModel = modelOf(connection, 'Case', caseSchema);
  await CaseModel.createCollection();
  await CaseModel.syncIndexes();
  return {
    async deleteForUser(userId, tx) {
      await CaseModel.deleteMany({ userId: userId }, { session: mongoSessionOf(tx) });
    },
    async add(storedCase, tx) {
      await CaseModel.create(
        [
          {
            _id: storedCase.id,
            userId: storedCase.userId,
            createdAt: storedCase.createdAt,
            document: storedCase,
          },
        ],
        {
          session: mongoSessionOf(tx),
        },
      );
    },
    async listForUser(userId, { limit, cursor }) {
      const position = cursor ? decodeCaseCursor(cursor) : null;
      const filter = position
        ? {
            userId,
            $or: [
              { createdAt: { $lt: position.createdAt } },
              { createdAt: position.createdAt, _id: { $lt: position.id } },
            ],
          }
        : { userId };
      const rows = await CaseModel.find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit + 1)
        .lean();
      const cases = rows.slice(0, limit).map((row) => row.document);
      const last = cases[cases.length - 1];
      return { cases, nextCursor: rows.length > limit && last ? encodeCaseCursor(last) : null };
    },
    async findForUser(userId, caseId) {
      const row = await CaseModel.findOne({ _id: caseId, userId }).lean();
      return row?.document ?? null;
    },
    async replaceIfUnchanged(updated, expectedRevisionCount, tx) {
      const unchanged =
        expectedRevisionCount === 0
          ? { 'document.revisions': { $exists: false } }
          : { 'document.revisions': { $size: expectedRevisionCount } };
      const outcome = await CaseModel.updateOne(
        { _id: updated.id, userId: updated.userId, ...unchanged },
        { $set: { document: updated } },
        { session: mongoSessionOf(tx) },
      );
      return outcome.modifiedCount === 1;
    },
  };
}
