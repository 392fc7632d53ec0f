import type { CaseRef } from '@manan/contracts';
import { practiceCaseNotFound } from './practice-errors';
import type { PracticeDependencies } from './practice.dependencies';
import {
  subjectOfBankCase,
  subjectOfOwnCase,
  subjectOfSetCase,
  type PracticeSubject,
} from './practice-subject';

/**
 * The case a reference names, if the user may practise on it: any bank case, one of their own stored
 * cases, a case of a set they joined. Anything else is PRACTICE.NOT_FOUND (another user's case looks like none).
 */
export async function findPracticeSubject(
  deps: Pick<PracticeDependencies, 'bank' | 'cases' | 'sets'>,
  userId: string,
  ref: CaseRef,
): Promise<PracticeSubject> {
  if (ref.source === 'bank') {
    const teachingCase = deps.bank.byId(ref.id);
    if (teachingCase) return subjectOfBankCase(teachingCase);
  } else if (ref.source === 'mine') {
    const storedCase = await deps.cases.findForUser(userId, ref.id);
    if (storedCase) return subjectOfOwnCase(storedCase);
  } else {
    const set = await deps.sets.findJoined(userId, ref.setId);
    const setCase = set?.cases.find((candidate) => candidate.id === ref.id);
    if (set && setCase) return subjectOfSetCase(set, setCase);
  }
  throw practiceCaseNotFound();
}
