import type { NextPracticeCaseQuery, PracticeCase } from '@manan/contracts';
import type { StoredCase } from '../cases/stored-case';
import { caseSetNotFound, noCaseLeft } from './practice-errors';
import type { PracticeDependencies } from './practice.dependencies';
import { practiceCaseOf, subjectOfBankCase, subjectOfOwnCase, subjectOfSetCase } from './practice-subject';

const ownCasePage = 100;

/**
 * The next case for the user from a source, unattempted ones first: the bank at random; the user's own
 * cases newest first (then the one attempted longest ago); a joined set in its order (none left once each
 * of its cases has been attempted).
 */
export async function nextPracticeCase(
  deps: PracticeDependencies,
  userId: string,
  query: NextPracticeCaseQuery,
): Promise<PracticeCase> {
  if (query.source === 'set') return nextSetCase(deps, userId, query.setId!, query.group);
  const attempts = await deps.attempts.listForUser(userId, { source: query.source });
  const lastAttemptAt = new Map<string, string>();
  for (const attempt of attempts) lastAttemptAt.set(attempt.caseId, attempt.createdAt);

  if (query.source === 'bank') {
    const candidates = deps.bank
      .all()
      .filter((teachingCase) => !query.group || teachingCase.group === query.group);
    if (!candidates.length) throw noCaseLeft();
    const fresh = candidates.filter((teachingCase) => !lastAttemptAt.has(teachingCase.id));
    const pool = fresh.length ? fresh : candidates;
    const random = deps.random ?? Math.random;
    const picked = pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
    return practiceCaseOf(subjectOfBankCase(picked));
  }

  const subjects = (await allOwnCases(deps, userId))
    .map(subjectOfOwnCase)
    .filter((subject) => !query.group || subject.group === query.group);
  if (!subjects.length) throw noCaseLeft();
  const fresh = subjects.find((subject) => !lastAttemptAt.has(subject.ref.id));
  const stalest = [...subjects].sort((a, b) =>
    (lastAttemptAt.get(a.ref.id) ?? '').localeCompare(lastAttemptAt.get(b.ref.id) ?? ''),
  )[0]!;
  return practiceCaseOf(fresh ?? stalest);
}

async function nextSetCase(
  deps: PracticeDependencies,
  userId: string,
  setId: string,
  group: NextPracticeCaseQuery['group'],
): Promise<PracticeCase> {
  const set = await deps.sets.findJoined(userId, setId);
  if (!set) throw caseSetNotFound();
  const attempted = new Set(
    (await deps.attempts.listForUser(userId, { source: 'set', setId })).map((attempt) => attempt.caseId),
  );
  const next = set.cases.find((setCase) => !attempted.has(setCase.id) && (!group || setCase.group === group));
  if (!next) throw noCaseLeft();
  return practiceCaseOf(subjectOfSetCase(set, next));
}

/** The user's stored cases, newest first (every page). */
async function allOwnCases(deps: PracticeDependencies, userId: string): Promise<StoredCase[]> {
  const all: StoredCase[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.cases.listForUser(userId, { limit: ownCasePage, ...(cursor ? { cursor } : {}) });
    all.push(...page.cases);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}
