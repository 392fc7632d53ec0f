import { createMongoOutboxStore, createSqliteOutboxStore, sqliteOutboxMigration } from '../../src/events';
import type { OutboxStore } from '../../src/events';
import { describeRepositoryContract } from '../../src/testing';
import { counterEvent } from './support/envelopes';

describeRepositoryContract<OutboxStore>(
  'OutboxStore',
  {
    sqlite: { migrations: [sqliteOutboxMigration], create: createSqliteOutboxStore },
    mongo: { create: (database) => createMongoOutboxStore(database.connection) },
  },
  (harness) => {
    it('when events are added, then takeUnsent returns them oldest first, intact, with no attempts yet', async () => {
      const { repository, transactionRunner } = harness();
      const first = counterEvent('first', 1);
      const second = { ...counterEvent('second', 2), data: { counter: 'second', by: 2, nested: {} } };
      await transactionRunner.run(async (tx) => {
        await repository.add(first, tx);
        await repository.add(second, tx);
      });
      expect(await repository.takeUnsent(10)).toEqual([
        { envelope: first, attempts: 0, lastError: null },
        { envelope: second, attempts: 0, lastError: null },
      ]);
      expect(await repository.takeUnsent(1)).toHaveLength(1);
    });

    it('when the business transaction rolls back, then its event is not in the outbox', async () => {
      const { repository, transactionRunner } = harness();
      const attempt = transactionRunner.run(async (tx) => {
        await repository.add(counterEvent(), tx);
        throw new Error('business write failed');
      });
      await expect(attempt).rejects.toThrow('business write failed');
      expect(await repository.takeUnsent(10)).toEqual([]);
    });

    it('when a message is marked sent, then it is no longer unsent', async () => {
      const { repository, transactionRunner } = harness();
      const [sent, pending] = [counterEvent('sent'), counterEvent('pending')];
      await transactionRunner.run(async (tx) => {
        await repository.add(sent, tx);
        await repository.add(pending, tx);
      });
      await repository.markSent([sent.messageId]);
      expect((await repository.takeUnsent(10)).map((message) => message.envelope.messageId)).toEqual([
        pending.messageId,
      ]);
    });

    it('when publishing fails twice, then the message stays unsent with two attempts and the last error', async () => {
      const { repository, transactionRunner } = harness();
      const event = counterEvent();
      await transactionRunner.run((tx) => repository.add(event, tx));
      await repository.markFailed(event.messageId, 'broker down');
      await repository.markFailed(event.messageId, 'still down');
      expect(await repository.takeUnsent(10)).toEqual([
        { envelope: event, attempts: 2, lastError: 'still down' },
      ]);
    });

    it("when a user's events are erased, then their sent and unsent messages are gone and everyone else's stay", async () => {
      const { repository, transactionRunner } = harness();
      const ofUser = (userId: string) => ({ ...counterEvent(userId), data: { userId, counter: 'c', by: 1 } });
      const [sentOfUser, unsentOfUser, other] = [ofUser('user-1'), ofUser('user-1'), ofUser('user-2')];
      await transactionRunner.run(async (tx) => {
        for (const event of [sentOfUser, unsentOfUser, other]) await repository.add(event, tx);
      });
      await repository.markSent([sentOfUser.messageId]);
      await transactionRunner.run((tx) => repository.eraseEventsOfUser('user-1', tx));
      await repository.markSent([sentOfUser.messageId]);
      expect((await repository.takeUnsent(10)).map((message) => message.envelope.messageId)).toEqual([
        other.messageId,
      ]);
    });
  },
);
