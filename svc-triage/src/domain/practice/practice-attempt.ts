import type {
  CaseRef,
  PracticeComparison,
  PracticeSource,
  PresentationGroup,
  Verdict,
} from '@manan/contracts';

/**
 * One committed practice attempt, as stored. `setOwnerId` is the educator of the set the attempt was made
 * in (null outside a set): the only other person who may read it, and only through that set's results.
 */
export interface PracticeAttemptRecord {
  id: string;
  userId: string;
  source: PracticeSource;
  /** The bank case id, the set case id, or the id of the user's own stored case. */
  caseId: string;
  setId: string | null;
  setOwnerId: string | null;
  title: string;
  group: PresentationGroup;
  chosenEsi: number;
  referenceEsi: number;
  verdict: Verdict;
  by: number;
  comparison: PracticeComparison;
  createdAt: string;
}

export function refOfAttempt(attempt: Pick<PracticeAttemptRecord, 'source' | 'caseId' | 'setId'>): CaseRef {
  if (attempt.source === 'set') return { source: 'set', setId: attempt.setId ?? '', id: attempt.caseId };
  return { source: attempt.source, id: attempt.caseId };
}
