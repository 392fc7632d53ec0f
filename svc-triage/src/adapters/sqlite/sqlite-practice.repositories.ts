import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import type { CaseSet, SetMembership } from '../../domain/practice/case-set';
import type { CaseSetRepository } from '../../domain/practice/case-set.repository';
import type { PracticeAttemptRecord } from '../../domain/practice/practice-attempt';
import type { PracticeAttemptRepository } from '../../domain/practice/practice-attempt.repository';

/** Training mode (issue 17): attempts, case sets and their memberships. Indexes follow the queries below. */
export const practiceMigration = `
CREATE TABLE practice_attempts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  source TEXT NOT NULL,
  case_id TEXT NOT NULL,
  set_id TEXT,
  set_owner_id TEXT,
  created_at TEXT NOT NULL,
  document TEXT NOT NULL
);
CREATE INDEX practice_attempts_by_user ON practice_attempts (user_id, source, set_id, created_at);
CREATE INDEX practice_attempts_by_owned_set ON practice_attempts (set_owner_id, set_id, created_at);
CREATE TABLE practice_case_sets (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  document TEXT NOT NULL
);
CREATE INDEX practice_case_sets_by_owner ON practice_case_sets (owner_id, created_at DESC, id DESC);
CREATE TABLE practice_memberships (
  set_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  trainee_name TEXT NOT NULL,
  joined_at TEXT NOT NULL,
  PRIMARY KEY (set_id, user_id)
);
CREATE INDEX practice_memberships_by_user ON practice_memberships (user_id, joined_at);
`;

type DocumentRow = { document: string };

/** The attempt is stored as one JSON document; the columns beside it are what reads filter and sort on. */
export function createSqlitePracticeAttemptRepository(database: SqliteDatabase): PracticeAttemptRepository {
  const { db, transactionRunner } = database;
  const insert = db.prepare(
    'INSERT INTO practice_attempts (id, user_id, source, case_id, set_id, set_owner_id, created_at, document) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare('SELECT document FROM practice_attempts WHERE user_id = ? AND id = ?');
  const ofUser = db.prepare(
    `SELECT document FROM practice_attempts WHERE user_id = @userId
       AND (@source IS NULL OR source = @source) AND (@setId IS NULL OR set_id = @setId)
     ORDER BY created_at, rowid`,
  );
  const inOwnedSet = db.prepare(
    'SELECT document FROM practice_attempts WHERE set_owner_id = ? AND set_id = ? ORDER BY created_at, rowid',
  );
  const parse = (row: DocumentRow) => JSON.parse(row.document) as PracticeAttemptRecord;
  return {
    async add(attempt, tx) {
      sqliteDatabaseOf(tx);
      insert.run(
        attempt.id,
        attempt.userId,
        attempt.source,
        attempt.caseId,
        attempt.setId,
        attempt.setOwnerId,
        attempt.createdAt,
        JSON.stringify(attempt),
      );
    },
    findForUser(userId, attemptId) {
      return transactionRunner.run(async () => {
        const row = byId.get(userId, attemptId) as DocumentRow | undefined;
        return row ? parse(row) : null;
      });
    },
    listForUser(userId, filter = {}) {
      return transactionRunner.run(async () =>
        (
          ofUser.all({ userId, source: filter.source ?? null, setId: filter.setId ?? null }) as DocumentRow[]
        ).map(parse),
      );
    },
    listInOwnedSet(ownerId, setId) {
      return transactionRunner.run(async () => (inOwnedSet.all(ownerId, setId) as DocumentRow[]).map(parse));
    },
    async deleteInOwnedSet(ownerId, setId, tx) {
      sqliteDatabaseOf(tx)
        .prepare('DELETE FROM practice_attempts WHERE set_owner_id = ? AND set_id = ?')
        .run(ownerId, setId);
    },
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx)
        .prepare('DELETE FROM practice_attempts WHERE user_id = ? OR set_owner_id = ?')
        .run(userId, userId);
    },
  };
}

interface MembershipRow {
  set_id: string;
  user_id: string;
  trainee_name: string;
  joined_at: string;
}

const membershipOf = (row: MembershipRow): SetMembership => ({
  setId: row.set_id,
  userId: row.user_id,
  traineeName: row.trainee_name,
  joinedAt: row.joined_at,
});

export function createSqliteCaseSetRepository(database: SqliteDatabase): CaseSetRepository {
  const { db, transactionRunner } = database;
  const insert = db.prepare(
    'INSERT INTO practice_case_sets (id, owner_id, code, created_at, document) VALUES (?, ?, ?, ?, ?)',
  );
  const byCode = db.prepare('SELECT document FROM practice_case_sets WHERE code = ?');
  const owned = db.prepare('SELECT document FROM practice_case_sets WHERE owner_id = ? AND id = ?');
  const listOwned = db.prepare(
    'SELECT document FROM practice_case_sets WHERE owner_id = ? ORDER BY created_at DESC, id DESC',
  );
  const joined = db.prepare(
    `SELECT s.document, m.set_id, m.user_id, m.trainee_name, m.joined_at FROM practice_memberships m
     JOIN practice_case_sets s ON s.id = m.set_id WHERE m.user_id = ? AND (@setId IS NULL OR m.set_id = @setId)
     ORDER BY m.joined_at, m.rowid`,
  );
  const members = db.prepare(
    `SELECT m.* FROM practice_memberships m JOIN practice_case_sets s ON s.id = m.set_id
     WHERE s.owner_id = ? AND m.set_id = ? ORDER BY m.joined_at, m.rowid`,
  );
  const parse = (row: DocumentRow) => JSON.parse(row.document) as CaseSet;
  const joinedRows = (userId: string, setId: string | null) =>
    joined.all(userId, { setId }) as Array<DocumentRow & MembershipRow>;

  return {
    async add(set, tx) {
      sqliteDatabaseOf(tx);
      insert.run(set.id, set.ownerId, set.code, set.createdAt, JSON.stringify(set));
    },
    codeTaken(code) {
      return transactionRunner.run(async () => byCode.get(code) !== undefined);
    },
    findOwned(ownerId, setId) {
      return transactionRunner.run(async () => {
        const row = owned.get(ownerId, setId) as DocumentRow | undefined;
        return row ? parse(row) : null;
      });
    },
    listOwned(ownerId) {
      return transactionRunner.run(async () => (listOwned.all(ownerId) as DocumentRow[]).map(parse));
    },
    findByCode(code) {
      return transactionRunner.run(async () => {
        const row = byCode.get(code) as DocumentRow | undefined;
        return row ? parse(row) : null;
      });
    },
    findJoined(userId, setId) {
      return transactionRunner.run(async () => {
        const [row] = joinedRows(userId, setId);
        return row ? parse(row) : null;
      });
    },
    listJoined(userId) {
      return transactionRunner.run(async () =>
        joinedRows(userId, null).map((row) => ({ set: parse(row), membership: membershipOf(row) })),
      );
    },
    membersOfOwned(ownerId, setId) {
      return transactionRunner.run(async () =>
        (members.all(ownerId, setId) as MembershipRow[]).map(membershipOf),
      );
    },
    async join(membership, limit, tx) {
      const sqlite = sqliteDatabaseOf(tx);
      const existing = sqlite
        .prepare('SELECT 1 FROM practice_memberships WHERE set_id = ? AND user_id = ?')
        .get(membership.setId, membership.userId);
      if (existing) return 'already-member';
      const { count } = sqlite
        .prepare('SELECT COUNT(*) AS count FROM practice_memberships WHERE set_id = ?')
        .get(membership.setId) as { count: number };
      if (count >= limit) return 'full';
      sqlite
        .prepare(
          'INSERT INTO practice_memberships (set_id, user_id, trainee_name, joined_at) VALUES (?, ?, ?, ?)',
        )
        .run(membership.setId, membership.userId, membership.traineeName, membership.joinedAt);
      return 'joined';
    },
    async deleteOwned(ownerId, setId, tx) {
      const sqlite = sqliteDatabaseOf(tx);
      const { changes } = sqlite
        .prepare('DELETE FROM practice_case_sets WHERE owner_id = ? AND id = ?')
        .run(ownerId, setId);
      if (changes) sqlite.prepare('DELETE FROM practice_memberships WHERE set_id = ?').run(setId);
      return changes === 1;
    },
    async deleteForUser(userId, tx) {
      const sqlite = sqliteDatabaseOf(tx);
      sqlite
        .prepare(
          'DELETE FROM practice_memberships WHERE user_id = ? OR set_id IN (SELECT id FROM practice_case_sets WHERE owner_id = ?)',
        )
        .run(userId, userId);
      sqlite.prepare('DELETE FROM practice_case_sets WHERE owner_id = ?').run(userId);
    },
  };
}
