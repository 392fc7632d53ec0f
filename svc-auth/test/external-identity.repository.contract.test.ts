import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoExternalIdentityRepository } from '../src/adapters/mongo/mongo-external-identity.repository';
import { createSqliteExternalIdentityRepository } from '../src/adapters/sqlite/sqlite-external-identity.repository';
import {
  DuplicateExternalIdentityError,
  type ExternalIdentityRepository,
} from '../src/domain/google/external-identity.repository';
import { adaptersWithUsers, storeUser, type WithUsers } from './support/with-users';

describeRepositoryContract<WithUsers<ExternalIdentityRepository>>(
  'ExternalIdentityRepository',
  adaptersWithUsers({
    sqlite: createSqliteExternalIdentityRepository,
    mongo: (database) => createMongoExternalIdentityRepository(database.connection),
  }),
  (harness) => {
    const link = (userId: string, subject = '1077') => {
      const { repository, transactionRunner } = harness();
      const identity = { provider: 'google' as const, subject, userId, linkedAt: '2026-11-22T08:00:00.000Z' };
      return transactionRunner.run((tx) => repository.subject.link(identity, tx)).then(() => identity);
    };
    const aUserId = () => storeUser(harness().repository.users, harness().transactionRunner);

    it('when a Google subject is linked, then it is found with its user', async () => {
      const identity = await link(await aUserId());
      expect(await harness().repository.subject.find('google', '1077')).toEqual(identity);
      expect(await harness().repository.subject.find('google', '1078')).toBeNull();
    });

    it('when the same subject is linked again, then it fails as a duplicate', async () => {
      const [first, second] = [await aUserId(), await aUserId()];
      await link(first);
      await expect(link(second)).rejects.toBeInstanceOf(DuplicateExternalIdentityError);
      expect(await harness().repository.subject.find('google', '1077')).toMatchObject({ userId: first });
    });

    it("when identities are listed for a user, then only that user's come back, oldest first", async () => {
      const [owner, other] = [await aUserId(), await aUserId()];
      const first = await link(owner, '2001');
      const { repository, transactionRunner } = harness();
      const later = {
        provider: 'google' as const,
        subject: '2002',
        userId: owner,
        linkedAt: '2026-11-23T08:00:00.000Z',
      };
      await transactionRunner.run((tx) => repository.subject.link(later, tx));
      await link(other, '2003');
      expect(await repository.subject.listForUser(owner)).toEqual([first, later]);
      expect(await repository.subject.listForUser('nobody')).toEqual([]);
    });

    it("when a user's identities are deleted, then theirs are found no more and another user's stay", async () => {
      const [owner, other] = [await aUserId(), await aUserId()];
      await link(owner, '3001');
      const kept = await link(other, '3002');
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) => repository.subject.deleteForUser(owner, tx));
      expect(await repository.subject.find('google', '3001')).toBeNull();
      expect(await repository.subject.listForUser(owner)).toEqual([]);
      expect(await repository.subject.find('google', '3002')).toEqual(kept);
    });
  },
);
