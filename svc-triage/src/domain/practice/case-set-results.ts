import type { CaseSetResults } from '@manan/contracts';
import type { CaseSet, SetMembership } from './case-set';
import type { PracticeAttemptRecord } from './practice-attempt';
import { caseSetSummaryOf } from './case-set-queries';
import { caseSetNotFound } from './practice-errors';
import type { PracticeDependencies } from './practice.dependencies';

const rate = (count: number, of: number) => (of ? count / of : null);

/** Each member's FIRST attempt per case of the set (later attempts are practice, not results). */
export function firstAttemptsOf(
  members: readonly SetMembership[],
  attempts: readonly PracticeAttemptRecord[],
): Map<string, Map<string, PracticeAttemptRecord>> {
  const byTrainee = new Map(
    members.map((member) => [member.userId, new Map<string, PracticeAttemptRecord>()]),
  );
  const sorted = [...attempts].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const attempt of sorted) {
    const cases = byTrainee.get(attempt.userId);
    if (cases && !cases.has(attempt.caseId)) cases.set(attempt.caseId, attempt);
  }
  return byTrainee;
}

function missedTally(attempts: readonly PracticeAttemptRecord[]) {
  const missed = new Map<string, { id: string; name: string; missedBy: number }>();
  for (const attempt of attempts)
    for (const flag of attempt.comparison.redFlagsMissed) {
      const entry = missed.get(flag.id) ?? { ...flag, missedBy: 0 };
      entry.missedBy += 1;
      missed.set(flag.id, entry);
    }
  return [...missed.values()].sort((a, b) => b.missedBy - a.missedBy || a.name.localeCompare(b.name));
}

export function caseSetResultsOf(
  set: CaseSet,
  members: readonly SetMembership[],
  attempts: readonly PracticeAttemptRecord[],
): CaseSetResults {
  const first = firstAttemptsOf(members, attempts);
  const firstOfCase = (caseId: string) =>
    [...first.values()].flatMap((cases) => (cases.has(caseId) ? [cases.get(caseId)!] : []));
  const all = [...first.values()].flatMap((cases) => [...cases.values()]);
  const count = (list: PracticeAttemptRecord[], verdict: string) =>
    list.filter((attempt) => attempt.verdict === verdict).length;
  return {
    set: caseSetSummaryOf(set, members.length),
    trainees: members.map((member) => {
      const theirs = [...first.get(member.userId)!.values()];
      return {
        trainee: member.traineeName,
        joinedAt: member.joinedAt,
        attempts: theirs.length,
        exactRate: rate(count(theirs, 'exact'), theirs.length),
        underRate: rate(count(theirs, 'under'), theirs.length),
      };
    }),
    cases: set.cases.map((setCase) => {
      const ofCase = firstOfCase(setCase.id);
      const chosen = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      for (const attempt of ofCase) chosen[attempt.chosenEsi as 1 | 2 | 3 | 4 | 5] += 1;
      return {
        id: setCase.id,
        title: setCase.title,
        expectedEsi: setCase.answer.expectedEsi,
        chosen,
        attempts: ofCase.length,
        exactRate: rate(count(ofCase, 'exact'), ofCase.length),
        underRate: rate(count(ofCase, 'under'), ofCase.length),
        missedRedFlags: missedTally(ofCase),
      };
    }),
    mostMissedRedFlags: missedTally(all).slice(0, 10),
  };
}

/** The set, its members and the attempts made in it, for its owner only. */
export async function ownedSetWithAttempts(deps: PracticeDependencies, ownerId: string, setId: string) {
  const set = await deps.sets.findOwned(ownerId, setId);
  if (!set) throw caseSetNotFound();
  const [members, attempts] = await Promise.all([
    deps.sets.membersOfOwned(ownerId, setId),
    deps.attempts.listInOwnedSet(ownerId, setId),
  ]);
  return { set, members, attempts };
}

export async function caseSetResults(deps: PracticeDependencies, ownerId: string, setId: string) {
  const { set, members, attempts } = await ownedSetWithAttempts(deps, ownerId, setId);
  return caseSetResultsOf(set, members, attempts);
}
