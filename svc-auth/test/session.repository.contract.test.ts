import { randomUUID } from 'node:crypto';
import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoSessionRepository } from '../src/adapters/mongo/mongo-session.repository';
import { createSqliteSessionRepository } from '../src/adapters/sqlite/sqlite-session.repository';
import type { Session } from '../src/domain/sessions/session';
import type { SessionRepository } from '../src/domain/sessions/session.repository';
import { adaptersWithUsers, storeUser, type WithUsers } from './support/with-users';

const aSession = (userId: string): Session => ({
  id: randomUUID(),
  userId,
  createdAt: '2026-11-22T08:00:00.000Z',
  lastSeenAt: '2026-11-22T08:00:00.000Z',
  revokedAt: null,
});

describeRepositoryContract<WithUsers<SessionRepository>>(
  'SessionRepository',
  adaptersWithUsers({
    sqlite: createSqliteSessionRepository,
    mongo: (database) => createMongoSessionRepository(database.connection),
  }),
  (harness) => {
    /** A stored session of a stored user, and the repository and runner to work on it with. */
    const aStoredSession = async () => {
      const { repository, transactionRunner } = harness();
      const session = aSession(await storeUser(repository.users, transactionRunner));
      await transactionRunner.run((tx) => repository.subject.create(session, tx));
      return { sessions: repository.subject, transactionRunner, session };
    };

    it('when a session is created, then it is found by id as stored', async () => {
      const { sessions, session } = await aStoredSession();
      expect(await sessions.findById(session.id)).toEqual(session);
      expect(await sessions.findById(randomUUID())).toBeNull();
    });

    it('when a session is touched, then lastSeenAt moves forward but never back', async () => {
      const { sessions, session } = await aStoredSession();
      await sessions.touch(session.id, '2026-11-22T10:00:00.000Z');
      await sessions.touch(session.id, '2026-11-22T09:00:00.000Z');
      expect(await sessions.findById(session.id)).toMatchObject({ lastSeenAt: '2026-11-22T10:00:00.000Z' });
    });

    it('when a session is revoked, then it says so once and keeps the first revocation time', async () => {
      const { sessions, session, transactionRunner } = await aStoredSession();
      const revoke = (id: string, at: string) => transactionRunner.run((tx) => sessions.revoke(id, at, tx));
      expect(await revoke(session.id, '2026-11-22T11:00:00.000Z')).toBe(true);
      expect(await revoke(session.id, '2026-11-22T12:00:00.000Z')).toBe(false);
      expect(await revoke(randomUUID(), '2026-11-22T12:00:00.000Z')).toBe(false);
      expect(await sessions.findById(session.id)).toMatchObject({ revokedAt: '2026-11-22T11:00:00.000Z' });
    });

    it('when the transaction rolls back, then the revocation is undone', async () => {
      const { sessions, session, transactionRunner } = await aStoredSession();
      await expect(
        transactionRunner.run(async (tx) => {
          await sessions.revoke(session.id, '2026-11-22T11:00:00.000Z', tx);
          throw new Error('the outbox write failed');
        }),
      ).rejects.toThrow('the outbox write failed');
      expect(await sessions.findById(session.id)).toMatchObject({ revokedAt: null });
    });

    it("when a user's sessions are listed and deleted, then all of theirs (ended or not) go and another user's stay", async () => {
      const { sessions, session, transactionRunner } = await aStoredSession();
      const { repository } = harness();
      const second = { ...aSession(session.userId), createdAt: '2026-11-22T09:00:00.000Z' };
      const other = await aStoredSession();
      await transactionRunner.run(async (tx) => {
        await sessions.create(second, tx);
        await sessions.revoke(second.id, '2026-11-22T09:30:00.000Z', tx);
      });
      const listed = await transactionRunner.run((tx) => sessions.listForUser(session.userId, tx));
      expect(listed.map((found) => found.id)).toEqual([session.id, second.id]);
      await transactionRunner.run((tx) => repository.subject.deleteForUser(session.userId, tx));
      expect(await sessions.findById(session.id)).toBeNull();
      expect(await sessions.findById(second.id)).toBeNull();
      expect(await transactionRunner.run((tx) => sessions.listForUser(session.userId, tx))).toEqual([]);
      expect(await sessions.findById(other.session.id)).toEqual(other.session);
    });
  },
);
