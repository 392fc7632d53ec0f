import { describeRepositoryContract } from '@manan/service-kit/testing';
import {
  createMongoCaseSetRepository,
  createMongoPracticeAttemptRepository,
} from '../../src/adapters/mongo/mongo-practice.repositories';
import {
  createSqliteCaseSetRepository,
  createSqlitePracticeAttemptRepository,
} from '../../src/adapters/sqlite/sqlite-practice.repositories';
import { triageSqliteMigrations } from '../../src/create-triage-service';
import type { CaseSet } from '../../src/domain/practice/case-set';
import type { CaseSetRepository } from '../../src/domain/practice/case-set.repository';
import type { PracticeAttemptRecord } from '../../src/domain/practice/practice-attempt';
import type { PracticeAttemptRepository } from '../../src/domain/practice/practice-attempt.repository';
import { subjectOfBankCase } from '../../src/domain/practice/practice-subject';
import { testBankCases } from './support/practice-fixtures';

interface PracticeRepositories {
  attempts: PracticeAttemptRepository;
  sets: CaseSetRepository;
}

function caseSet(id: string, ownerId: string, code: string, createdAt: string): CaseSet {
  const bankCase = testBankCases[0]!;
  return {
    id,
    ownerId,
    educatorName: 'Dr E',
    title: `Set ${id}`,
    code,
    cases: [{ id: bankCase.id, source: 'bank', ...subjectFields(bankCase) }],
    createdAt,
  };
}

const subjectFields = ({ title, group, patient, answer }: (typeof testBankCases)[number]) => ({
  title,
  group,
  patient,
  answer,
});

function attempt(
  id: string,
  userId: string,
  createdAt: string,
  inSet: { setId: string; ownerId: string } | null = null,
): PracticeAttemptRecord {
  const subject = subjectOfBankCase(testBankCases[0]!);
  return {
    id,
    userId,
    source: inSet ? 'set' : 'bank',
    caseId: subject.ref.id,
    setId: inSet?.setId ?? null,
    setOwnerId: inSet?.ownerId ?? null,
    title: subject.title,
    group: subject.group,
    chosenEsi: 3,
    referenceEsi: 2,
    verdict: 'under',
    by: 1,
    comparison: {
      verdict: 'under',
      by: 1,
      trainee: { esi: 3, redFlags: [], firstAction: 'x' },
      reference: { ...subject.reference, firstAction: 'ECG' },
      manan: { esi: 2, level: 'HIGH', decisionPoint: 'B', redFlags: [], reasons: [] },
      redFlagsCaught: [],
      redFlagsMissed: [{ id: 'acute-coronary-syndrome', name: 'Acute coronary syndrome' }],
      redFlagsExtra: [],
    },
    createdAt,
  };
}

const member = (setId: string, userId: string, joinedAt: string) => ({
  setId,
  userId,
  traineeName: userId,
  joinedAt,
});

describeRepositoryContract<PracticeRepositories>(
  'Practice repositories (attempts, case sets, memberships)',
  {
    sqlite: {
      migrations: triageSqliteMigrations,
      create: (database) => ({
        attempts: createSqlitePracticeAttemptRepository(database),
        sets: createSqliteCaseSetRepository(database),
      }),
    },
    mongo: {
      create: async (database) => ({
        attempts: await createMongoPracticeAttemptRepository(database.connection),
        sets: await createMongoCaseSetRepository(database.connection),
      }),
    },
  },
  (harness) => {
    it('when attempts are stored, then each user reads only their own, oldest first, filtered by source and set', async () => {
      const { repository, transactionRunner } = harness();
      const inSet = { setId: 'set-1', ownerId: 'edu' };
      await transactionRunner.run(async (tx) => {
        await repository.attempts.add(attempt('a2', 'u1', '2026-11-20T10:00:00.000Z'), tx);
        await repository.attempts.add(attempt('a1', 'u1', '2026-11-20T09:00:00.000Z'), tx);
        await repository.attempts.add(attempt('a3', 'u1', '2026-11-20T11:00:00.000Z', inSet), tx);
        await repository.attempts.add(attempt('b1', 'u2', '2026-11-20T09:30:00.000Z', inSet), tx);
      });
      expect((await repository.attempts.listForUser('u1')).map((a) => a.id)).toEqual(['a1', 'a2', 'a3']);
      expect((await repository.attempts.listForUser('u1', { source: 'bank' })).map((a) => a.id)).toEqual([
        'a1',
        'a2',
      ]);
      expect(
        (await repository.attempts.listForUser('u1', { source: 'set', setId: 'set-1' })).map((a) => a.id),
      ).toEqual(['a3']);
      expect(await repository.attempts.findForUser('u1', 'a1')).toEqual(
        attempt('a1', 'u1', '2026-11-20T09:00:00.000Z'),
      );
      expect(await repository.attempts.findForUser('u2', 'a1')).toBeNull();
      expect((await repository.attempts.listInOwnedSet('edu', 'set-1')).map((a) => a.id)).toEqual([
        'b1',
        'a3',
      ]);
      expect(await repository.attempts.listInOwnedSet('u1', 'set-1')).toEqual([]);

      await transactionRunner.run((tx) => repository.attempts.deleteInOwnedSet('edu', 'set-1', tx));
      expect((await repository.attempts.listForUser('u1')).map((a) => a.id)).toEqual(['a1', 'a2']);
      expect(await repository.attempts.listForUser('u2')).toEqual([]);
    });

    it("when a user is deleted, then their attempts and the attempts made in their sets go, and others' stay", async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run(async (tx) => {
        await repository.attempts.add(attempt('own', 'edu', '2026-11-20T09:00:00.000Z'), tx);
        await repository.attempts.add(
          attempt('in-set', 'u1', '2026-11-20T09:00:00.000Z', { setId: 's', ownerId: 'edu' }),
          tx,
        );
        await repository.attempts.add(attempt('other', 'u1', '2026-11-20T10:00:00.000Z'), tx);
      });
      await transactionRunner.run((tx) => repository.attempts.deleteForUser('edu', tx));
      expect(await repository.attempts.listForUser('edu')).toEqual([]);
      expect((await repository.attempts.listForUser('u1')).map((a) => a.id)).toEqual(['other']);
    });

    it('when sets are stored, then owners list theirs newest first, codes are unique and found, and others see nothing', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run(async (tx) => {
        await repository.sets.add(caseSet('s1', 'edu', 'AAAA2222', '2026-11-20T09:00:00.000Z'), tx);
        await repository.sets.add(caseSet('s2', 'edu', 'BBBB3333', '2026-11-20T10:00:00.000Z'), tx);
      });
      const duplicateCode = await transactionRunner
        .run((tx) => repository.sets.add(caseSet('s3', 'x', 'AAAA2222', '2026-11-20T11:00:00.000Z'), tx))
        .then(
          () => 'stored',
          () => 'refused',
        );
      expect(duplicateCode).toBe('refused');
      expect(await repository.sets.findOwned('x', 's3')).toBeNull();
      expect((await repository.sets.listOwned('edu')).map((s) => s.id)).toEqual(['s2', 's1']);
      expect(await repository.sets.listOwned('other')).toEqual([]);
      expect(await repository.sets.findOwned('edu', 's1')).toEqual(
        caseSet('s1', 'edu', 'AAAA2222', '2026-11-20T09:00:00.000Z'),
      );
      expect(await repository.sets.findOwned('other', 's1')).toBeNull();
      expect((await repository.sets.findByCode('BBBB3333'))?.id).toBe('s2');
      expect(await repository.sets.codeTaken('AAAA2222')).toBe(true);
      expect(await repository.sets.codeTaken('CCCC4444')).toBe(false);
    });

    it('when trainees join, then joining twice changes nothing, the limit holds, members are listed to the owner only and the joined set to the member only', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) =>
        repository.sets.add(caseSet('s1', 'edu', 'AAAA2222', '2026-11-20T09:00:00.000Z'), tx),
      );
      const join = (userId: string, at: string) =>
        transactionRunner.run((tx) => repository.sets.join(member('s1', userId, at), 2, tx));
      expect(await join('t1', '2026-11-20T09:01:00.000Z')).toBe('joined');
      expect(await join('t1', '2026-11-20T09:02:00.000Z')).toBe('already-member');
      expect(await join('t2', '2026-11-20T09:03:00.000Z')).toBe('joined');
      expect(await join('t3', '2026-11-20T09:04:00.000Z')).toBe('full');
      expect(await repository.sets.membersOfOwned('edu', 's1')).toEqual([
        member('s1', 't1', '2026-11-20T09:01:00.000Z'),
        member('s1', 't2', '2026-11-20T09:03:00.000Z'),
      ]);
      expect(await repository.sets.membersOfOwned('t1', 's1')).toEqual([]);
      expect((await repository.sets.findJoined('t1', 's1'))?.id).toBe('s1');
      expect(await repository.sets.findJoined('t3', 's1')).toBeNull();
      expect(await repository.sets.findJoined('edu', 's1')).toBeNull();
      expect(
        (await repository.sets.listJoined('t2')).map(({ set, membership }) => [set.id, membership.joinedAt]),
      ).toEqual([['s1', '2026-11-20T09:03:00.000Z']]);

      // A member's account deleted frees their place.
      await transactionRunner.run((tx) => repository.sets.deleteForUser('t1', tx));
      expect(await join('t3', '2026-11-20T09:05:00.000Z')).toBe('joined');
    });

    it('when an owner deletes a set or their account, then the set and its memberships go; a non-owner deletes nothing', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run(async (tx) => {
        await repository.sets.add(caseSet('s1', 'edu', 'AAAA2222', '2026-11-20T09:00:00.000Z'), tx);
        await repository.sets.add(caseSet('s2', 'edu', 'BBBB3333', '2026-11-20T10:00:00.000Z'), tx);
        await repository.sets.add(caseSet('s3', 'other', 'CCCC4444', '2026-11-20T10:00:00.000Z'), tx);
        await repository.sets.join(member('s1', 't1', '2026-11-20T09:01:00.000Z'), 5, tx);
        await repository.sets.join(member('s3', 'edu', '2026-11-20T09:01:00.000Z'), 5, tx);
      });
      expect(await transactionRunner.run((tx) => repository.sets.deleteOwned('t1', 's1', tx))).toBe(false);
      expect(await transactionRunner.run((tx) => repository.sets.deleteOwned('edu', 's1', tx))).toBe(true);
      expect(await repository.sets.findJoined('t1', 's1')).toBeNull();
      expect(await repository.sets.findByCode('AAAA2222')).toBeNull();

      await transactionRunner.run((tx) => repository.sets.deleteForUser('edu', tx));
      expect(await repository.sets.listOwned('edu')).toEqual([]);
      expect(await repository.sets.listJoined('edu')).toEqual([]);
      expect((await repository.sets.findOwned('other', 's3'))?.id).toBe('s3');
      expect(await repository.sets.membersOfOwned('other', 's3')).toEqual([]);
    });
  },
);
