import {
  displaySetCode,
  normaliseSetCode,
  type CaseSetDetail,
  type CaseSetSummary,
  type JoinCaseSetRequest,
  type JoinCaseSetResponse,
  type JoinedCaseSets,
} from '@manan/contracts';
import type { CaseSet } from './case-set';
import { setLimitsOf, setTraineeLimitReached } from './case-set-limits';
import { caseSetNotFound } from './practice-errors';
import { nowOf, type PracticeDependencies } from './practice.dependencies';

export function caseSetSummaryOf(set: CaseSet, traineeCount: number): CaseSetSummary {
  return {
    id: set.id,
    title: set.title,
    code: displaySetCode(set.code),
    caseCount: set.cases.length,
    traineeCount,
    createdAt: set.createdAt,
  };
}

export async function ownedSetSummary(deps: PracticeDependencies, ownerId: string, set: CaseSet) {
  return caseSetSummaryOf(set, (await deps.sets.membersOfOwned(ownerId, set.id)).length);
}

/** The educator's own sets, newest first. */
export async function listOwnedCaseSets(deps: PracticeDependencies, ownerId: string) {
  const sets = await deps.sets.listOwned(ownerId);
  return Promise.all(sets.map((set) => ownedSetSummary(deps, ownerId, set)));
}

/** One of the educator's sets with its cases and answers; another user's set is PRACTICE.SET_NOT_FOUND. */
export async function ownedCaseSetDetail(
  deps: PracticeDependencies,
  ownerId: string,
  setId: string,
): Promise<CaseSetDetail> {
  const set = await deps.sets.findOwned(ownerId, setId);
  if (!set) throw caseSetNotFound();
  return {
    set: await ownedSetSummary(deps, ownerId, set),
    cases: set.cases.map(({ id, title, group, source, patient, answer }) => ({
      id,
      title,
      group,
      source,
      patient,
      answer,
    })),
  };
}

/** Deletes one of the educator's sets, its memberships and every attempt made in it, in one transaction. */
export async function deleteOwnedCaseSet(deps: PracticeDependencies, ownerId: string, setId: string) {
  const deleted = await deps.transactionRunner.run(async (tx) => {
    const found = await deps.sets.deleteOwned(ownerId, setId, tx);
    if (found) await deps.attempts.deleteInOwnedSet(ownerId, setId, tx);
    return found;
  });
  if (!deleted) throw caseSetNotFound();
}

/**
 * Joins a set by its code (any case, hyphen or not). Joining again changes nothing; a full set (the
 * educator's plan decides how full) refuses new trainees.
 */
export async function joinCaseSet(
  deps: PracticeDependencies,
  userId: string,
  request: JoinCaseSetRequest,
): Promise<JoinCaseSetResponse> {
  const code = normaliseSetCode(request.code);
  const set = code ? await deps.sets.findByCode(code) : null;
  if (!set) throw caseSetNotFound();
  const now = nowOf(deps);
  const limits = await setLimitsOf(deps, set.ownerId, now);
  const outcome = await deps.transactionRunner.run(async (tx) => {
    const members = await deps.sets.membersOfOwned(set.ownerId, set.id);
    const traineeName = request.traineeName ?? `Trainee ${members.length + 1}`;
    return deps.sets.join(
      { setId: set.id, userId, traineeName, joinedAt: now.toISOString() },
      limits.trainees,
      tx,
    );
  });
  if (outcome === 'full') throw setTraineeLimitReached();
  return {
    set: { id: set.id, title: set.title, caseCount: set.cases.length, educator: set.educatorName },
  };
}

/** The sets the user joined, with how many of their cases the user attempted (first attempts) and got exact. */
export async function listJoinedCaseSets(
  deps: PracticeDependencies,
  userId: string,
): Promise<JoinedCaseSets> {
  const joined = await deps.sets.listJoined(userId);
  const attempts = await deps.attempts.listForUser(userId, { source: 'set' });
  return {
    sets: joined.map(({ set, membership }) => {
      const first = new Map<string, string>();
      for (const attempt of attempts)
        if (attempt.setId === set.id && !first.has(attempt.caseId))
          first.set(attempt.caseId, attempt.verdict);
      return {
        id: set.id,
        title: set.title,
        caseCount: set.cases.length,
        attempted: first.size,
        exact: [...first.values()].filter((verdict) => verdict === 'exact').length,
        educator: set.educatorName,
        joinedAt: membership.joinedAt,
      };
    }),
  };
}
