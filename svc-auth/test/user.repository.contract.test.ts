import { randomUUID } from 'node:crypto';
import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoUserRepository } from '../src/adapters/mongo/mongo-user.repository';
import { createSqliteUserRepository } from '../src/adapters/sqlite/sqlite-user.repository';
import { authSqliteMigrations } from '../src/create-auth-service';
import type { User } from '../src/domain/users/user';
import { DuplicateUserError, type UserRepository } from '../src/domain/users/user.repository';

const aUser = (overrides: Partial<User> = {}): User => ({
  id: randomUUID(),
  username: 'Dr.Ada',
  email: 'ada@example.org',
  displayName: 'Dr.Ada',
  photoURL: null,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
  createdAt: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

describeRepositoryContract<UserRepository>(
  'UserRepository',
  {
    sqlite: { migrations: authSqliteMigrations, create: createSqliteUserRepository },
    mongo: { create: (database) => createMongoUserRepository(database.connection) },
  },
  (harness) => {
    it('when a user is created, then it is found by id, by username in any case, and by email', async () => {
      const { repository, transactionRunner } = harness();
      const user = aUser();
      await transactionRunner.run((tx) => repository.create(user, tx));
      expect(await repository.findById(user.id)).toEqual(user);
      expect(await repository.findByUsername('dr.ADA')).toEqual(user);
      expect(await repository.findByEmail(' ADA@example.org ')).toEqual(user);
      expect(await repository.findByUsername('someone-else')).toBeNull();
    });

    it('when a username differs only in case, then creating it fails as a duplicate username', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) => repository.create(aUser(), tx));
      const attempt = transactionRunner.run((tx) =>
        repository.create(aUser({ username: 'DR.ada', email: 'other@example.org' }), tx),
      );
      await expect(attempt).rejects.toEqual(new DuplicateUserError('username'));
    });

    it('when an email is already registered, then creating it fails as a duplicate email', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) => repository.create(aUser(), tx));
      const attempt = transactionRunner.run((tx) =>
        repository.create(aUser({ username: 'grace', email: 'Ada@Example.org' }), tx),
      );
      await expect(attempt).rejects.toBeInstanceOf(DuplicateUserError);
      await expect(attempt).rejects.toMatchObject({ field: 'email' });
    });

    it('when the transaction rolls back, then the user is not stored', async () => {
      const { repository, transactionRunner } = harness();
      const user = aUser();
      await expect(
        transactionRunner.run(async (tx) => {
          await repository.create(user, tx);
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect(await repository.findById(user.id)).toBeNull();
    });

    it('when a photo URL is set, then the user has it', async () => {
      const { repository, transactionRunner } = harness();
      const user = aUser();
      await transactionRunner.run((tx) => repository.create(user, tx));
      await transactionRunner.run((tx) => repository.setPhotoURL(user.id, 'https://example.org/ada.png', tx));
      expect(await repository.findById(user.id)).toEqual({
        ...user,
        photoURL: 'https://example.org/ada.png',
      });
    });

    it('when a user is deleted, then it is found no more, its username and email are free, and others stay', async () => {
      const { repository, transactionRunner } = harness();
      const [ada, grace] = [aUser(), aUser({ username: 'grace', email: 'grace@example.org' })];
      await transactionRunner.run(async (tx) => {
        await repository.create(ada, tx);
        await repository.create(grace, tx);
      });
      await transactionRunner.run((tx) => repository.delete(ada.id, tx));
      expect(await repository.findById(ada.id)).toBeNull();
      expect(await repository.findByUsername('dr.ada')).toBeNull();
      expect(await repository.findByEmail('ada@example.org')).toBeNull();
      expect(await repository.findById(grace.id)).toEqual(grace);
      const again = aUser();
      await transactionRunner.run((tx) => repository.create(again, tx));
      expect(await repository.findByUsername('Dr.Ada')).toEqual(again);
    });
  },
);
