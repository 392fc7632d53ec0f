import { randomUUID } from 'node:crypto';
import {
  createMongoProcessedMessageStore,
  createSqliteProcessedMessageStore,
  sqliteProcessedMessagesMigration,
} from '../../src/events';
import type { ProcessedMessageStore } from '../../src/events';
import { describeRepositoryContract } from '../../src/testing';

describeRepositoryContract<ProcessedMessageStore>(
  'ProcessedMessageStore',
  {
    sqlite: { migrations: [sqliteProcessedMessagesMigration], create: createSqliteProcessedMessageStore },
    mongo: { create: (database) => createMongoProcessedMessageStore(database.connection) },
  },
  (harness) => {
    it('when a message is recorded twice for one consumer, then only the first records it', async () => {
      const { repository, transactionRunner } = harness();
      const messageId = randomUUID();
      expect(await transactionRunner.run((tx) => repository.recordIfNew('billing', messageId, tx))).toBe(
        true,
      );
      expect(await transactionRunner.run((tx) => repository.recordIfNew('billing', messageId, tx))).toBe(
        false,
      );
    });

    it('when two consumers record the same message, then each records it once', async () => {
      const { repository, transactionRunner } = harness();
      const messageId = randomUUID();
      expect(await transactionRunner.run((tx) => repository.recordIfNew('billing', messageId, tx))).toBe(
        true,
      );
      expect(await transactionRunner.run((tx) => repository.recordIfNew('triage', messageId, tx))).toBe(true);
    });

    it('when the transaction that recorded a message rolls back, then the message is not recorded', async () => {
      const { repository, transactionRunner } = harness();
      const messageId = randomUUID();
      const failing = transactionRunner.run(async (tx) => {
        await repository.recordIfNew('billing', messageId, tx);
        throw new Error('handler failed');
      });
      await expect(failing).rejects.toThrow('handler failed');
      expect(await transactionRunner.run((tx) => repository.recordIfNew('billing', messageId, tx))).toBe(
        true,
      );
    });
  },
);
