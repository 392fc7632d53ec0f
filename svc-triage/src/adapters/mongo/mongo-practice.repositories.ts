import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf } from '@manan/service-kit';
import type { CaseSet, SetMembership } from '../../domain/practice/case-set';
import type { CaseSetRepository } from '../../domain/practice/case-set.repository';
import type { PracticeAttemptRecord } from '../../domain/practice/practice-attempt';
import type { PracticeAttemptRepository } from '../../domain/practice/practice-attempt.repository';

interface AttemptDocument {
  _id: string;
  userId: string;
  source: string;
  caseId: string;
  setId: string | null;
  setOwnerId: string | null;
  createdAt: string;
  document: PracticeAttemptRecord;
}

const attemptSchema = new Schema<AttemptDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    source: { type: String, required: true },
    caseId: { type: String, required: true },
    setId: { type: String, default: null },
    setOwnerId: { type: String, default: null },
    createdAt: { type: String, required: true },
    document: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'practice_attempts', versionKey: false, minimize: false },
);
attemptSchema.index({ userId: 1, source: 1, setId: 1, createdAt: 1 });
attemptSchema.index({ setOwnerId: 1, setId: 1, createdAt: 1 });

export async function createMongoPracticeAttemptRepository(
  connection: Connection,
): Promise<PracticeAttemptRepository> {
  const Attempt = modelOf(connection, 'PracticeAttempt', attemptSchema);
  await Attempt.createCollection();
  await Attempt.syncIndexes();
  return {
    async add(attempt, tx) {
      await Attempt.create(
        [
          {
            _id: attempt.id,
            userId: attempt.userId,
            source: attempt.source,
            caseId: attempt.caseId,
            setId: attempt.setId,
            setOwnerId: attempt.setOwnerId,
            createdAt: attempt.createdAt,
            document: attempt,
          },
        ],
        { session: mongoSessionOf(tx) },
      );
    },
    async findForUser(userId, attemptId) {
      return (await Attempt.findOne({ _id: attemptId, userId }).lean())?.document ?? null;
    },
    async listForUser(userId, filter = {}) {
      const rows = await Attempt.find({
        userId,
        ...(filter.source ? { source: filter.source } : {}),
        ...(filter.setId ? { setId: filter.setId } : {}),
      })
        .sort({ createdAt: 1, _id: 1 })
        .lean();
      return rows.map((row) => row.document);
    },
    async listInOwnedSet(ownerId, setId) {
      const rows = await Attempt.find({ setOwnerId: ownerId, setId }).sort({ createdAt: 1, _id: 1 }).lean();
      return rows.map((row) => row.document);
    },
    async deleteInOwnedSet(ownerId, setId, tx) {
      await Attempt.deleteMany({ setOwnerId: ownerId, setId }, { session: mongoSessionOf(tx) });
    },
    async deleteForUser(userId, tx) {
      await Attempt.deleteMany(
        { $or: [{ userId }, { setOwnerId: userId }] },
        { session: mongoSessionOf(tx) },
      );
    },
  };
}

interface CaseSetDocument {
  _id: string;
  ownerId: string;
  code: string;
  createdAt: string;
  /** Members so far: raised atomically under the limit when someone joins. */
  traineeCount: number;
  document: CaseSet;
}

const caseSetSchema = new Schema<CaseSetDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    code: { type: String, required: true },
    createdAt: { type: String, required: true },
    traineeCount: { type: Number, required: true, default: 0 },
    document: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'practice_case_sets', versionKey: false, minimize: false },
);
caseSetSchema.index({ code: 1 }, { unique: true });
caseSetSchema.index({ ownerId: 1, createdAt: -1, _id: -1 });

interface MembershipDocument extends SetMembership {
  /** Breaks ties of `joinedAt` in joining order. */
  sequence: number;
}

const membershipSchema = new Schema<MembershipDocument>(
  {
    setId: { type: String, required: true },
    userId: { type: String, required: true },
    traineeName: { type: String, required: true },
    joinedAt: { type: String, required: true },
    sequence: { type: Number, required: true },
  },
  { collection: 'practice_memberships', versionKey: false },
);
membershipSchema.index({ setId: 1, userId: 1 }, { unique: true });
membershipSchema.index({ userId: 1, joinedAt: 1 });

const membershipOf = ({ setId, userId, traineeName, joinedAt }: SetMembership): SetMembership => ({
  setId,
  userId,
  traineeName,
  joinedAt,
});

export async function createMongoCaseSetRepository(connection: Connection): Promise<CaseSetRepository> {
  const CaseSetModel = modelOf(connection, 'PracticeCaseSet', caseSetSchema);
  const Membership = modelOf(connection, 'PracticeMembership', membershipSchema);
  for (const model of [CaseSetModel, Membership] as const) {
    await model.createCollection();
    await model.syncIndexes();
  }
  return {
    async add(set, tx) {
      await CaseSetModel.create(
        [
          {
            _id: set.id,
            ownerId: set.ownerId,
            code: set.code,
            createdAt: set.createdAt,
            traineeCount: 0,
            document: set,
          },
        ],
        { session: mongoSessionOf(tx) },
      );
    },
    async codeTaken(code) {
      return (await CaseSetModel.exists({ code })) !== null;
    },
    async findOwned(ownerId, setId) {
      return (await CaseSetModel.findOne({ _id: setId, ownerId }).lean())?.document ?? null;
    },
    async listOwned(ownerId) {
      const rows = await CaseSetModel.find({ ownerId }).sort({ createdAt: -1, _id: -1 }).lean();
      return rows.map((row) => row.document);
    },
    async findByCode(code) {
      return (await CaseSetModel.findOne({ code }).lean())?.document ?? null;
    },
    async findJoined(userId, setId) {
      if (!(await Membership.exists({ setId, userId }))) return null;
      return (await CaseSetModel.findOne({ _id: setId }).lean())?.document ?? null;
    },
    async listJoined(userId) {
      const memberships = await Membership.find({ userId }).sort({ joinedAt: 1, sequence: 1 }).lean();
      const sets = await CaseSetModel.find({ _id: { $in: memberships.map((m) => m.setId) } }).lean();
      const byId = new Map(sets.map((row) => [row._id, row.document]));
      return memberships.flatMap((m) => {
        const set = byId.get(m.setId);
        return set ? [{ set, membership: membershipOf(m) }] : [];
      });
    },
    async membersOfOwned(ownerId, setId) {
      if (!(await CaseSetModel.exists({ _id: setId, ownerId }))) return [];
      const rows = await Membership.find({ setId }).sort({ joinedAt: 1, sequence: 1 }).lean();
      return rows.map(membershipOf);
    },
    async join(membership, limit, tx) {
      const session = mongoSessionOf(tx);
      const { setId, userId } = membership;
      if (await Membership.exists({ setId, userId }).session(session)) return 'already-member';
      // The limit check and the count are one atomic document update.
      const counted = await CaseSetModel.findOneAndUpdate(
        { _id: setId, traineeCount: { $lt: limit } },
        { $inc: { traineeCount: 1 } },
        { new: true, session },
      ).lean();
      if (!counted) return 'full';
      await Membership.create([{ ...membership, sequence: counted.traineeCount }], { session });
      return 'joined';
    },
    async deleteOwned(ownerId, setId, tx) {
      const session = mongoSessionOf(tx);
      const { deletedCount } = await CaseSetModel.deleteOne({ _id: setId, ownerId }, { session });
      if (deletedCount) await Membership.deleteMany({ setId }, { session });
      return deletedCount === 1;
    },
    async deleteForUser(userId, tx) {
      const session = mongoSessionOf(tx);
      const owned = await CaseSetModel.find({ ownerId: userId }, { _id: 1 }).session(session).lean();
      const ownedIds = owned.map((row) => row._id);
      // Leaving others' sets frees the places the user took in them.
      const joined = await Membership.find({ userId, setId: { $nin: ownedIds } }, { setId: 1 })
        .session(session)
        .lean();
      await CaseSetModel.updateMany(
        { _id: { $in: joined.map((m) => m.setId) } },
        { $inc: { traineeCount: -1 } },
        { session },
      );
      await Membership.deleteMany({ $or: [{ userId }, { setId: { $in: ownedIds } }] }, { session });
      await CaseSetModel.deleteMany({ ownerId: userId }, { session });
    },
  };
}
