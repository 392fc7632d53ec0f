import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoLoginFailureRepository } from '../src/adapters/mongo/mongo-login-failure.repository';
import { createSqliteLoginFailureRepository } from '../src/adapters/sqlite/sqlite-login-failure.repository';
import { authSqliteMigrations } from '../src/create-auth-service';
import type { LoginFailureRepository } from '../src/domain/credentials/login-failure.repository';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 8, minute)).toISOString();

describeRepositoryContract<LoginFailureRepository>(
  'LoginFailureRepository',
  {
    sqlite: { migrations: authSqliteMigrations, create: createSqliteLoginFailureRepository },
    mongo: { create: (database) => createMongoLoginFailureRepository(database.connection) },
  },
  (harness) => {
    it('when failures are recorded, then the recent ones of that key come back newest first, up to the limit', async () => {
      const { repository } = harness();
      for (const minute of [1, 3, 2, 4]) {
        await repository.record({ scope: 'username', key: 'ada', failedAt: at(minute) }, at(0));
      }
      await repository.record({ scope: 'address', key: 'ada', failedAt: at(5) }, at(0));
      await repository.record({ scope: 'username', key: 'grace', failedAt: at(5) }, at(0));
      expect(await repository.recent('username', 'ada', at(0), 10)).toEqual([at(4), at(3), at(2), at(1)]);
      expect(await repository.recent('username', 'ada', at(0), 2)).toEqual([at(4), at(3)]);
      expect(await repository.recent('username', 'ada', at(2), 10)).toEqual([at(4), at(3)]);
      expect(await repository.recent('address', 'ada', at(0), 10)).toEqual([at(5)]);
    });

    it('when a key is cleared, then only its failures are gone', async () => {
      const { repository } = harness();
      await repository.record({ scope: 'username', key: 'ada', failedAt: at(1) }, at(0));
      await repository.record({ scope: 'address', key: '192.0.2.1', failedAt: at(1) }, at(0));
      await repository.clear('username', 'ada');
      expect(await repository.recent('username', 'ada', at(0), 10)).toEqual([]);
      expect(await repository.recent('address', '192.0.2.1', at(0), 10)).toEqual([at(1)]);
    });

    it('when the keys starting with a prefix are cleared, then only those of that scope go, whatever characters the keys hold', async () => {
      const { repository } = harness();
      const keys = [
        '["a_%",',
        '["a_%","192.0.2.1"]',
        '["a_%","::1"]',
        '["a_%x","192.0.2.1"]',
        '["ab%","192.0.2.1"]',
      ];
      for (const key of keys) {
        await repository.record({ scope: 'username-address', key, failedAt: at(1) }, at(0));
      }
      await repository.record({ scope: 'address', key: '["a_%","192.0.2.1"]', failedAt: at(1) }, at(0));
      await repository.clearKeysStartingWith('username-address', '["a_%",');
      const left = [];
      for (const key of keys) {
        if ((await repository.recent('username-address', key, at(0), 10)).length > 0) left.push(key);
      }
      expect(left).toEqual(['["a_%x","192.0.2.1"]', '["ab%","192.0.2.1"]']);
      expect(await repository.recent('address', '["a_%","192.0.2.1"]', at(0), 10)).toEqual([at(1)]);
    });

    it('when failures fall out of the window, then they are no longer counted', async () => {
      const { repository } = harness();
      await repository.record({ scope: 'username', key: 'ada', failedAt: at(1) }, at(0));
      await repository.record({ scope: 'username', key: 'ada', failedAt: at(20) }, at(5));
      expect(await repository.recent('username', 'ada', at(5), 10)).toEqual([at(20)]);
    });
  },
);
