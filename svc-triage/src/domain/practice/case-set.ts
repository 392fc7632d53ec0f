import type { PracticePatient, PresentationGroup, TeachingAnswer } from '@manan/contracts';

/** One case of a set: a copy of a bank case (its id is the bank id) or one the educator wrote. */
export interface SetCase {
  id: string;
  source: 'bank' | 'written';
  title: string;
  group: PresentationGroup;
  patient: PracticePatient;
  answer: TeachingAnswer;
}

/** An educator's case set, with its cases in the order trainees meet them. */
export interface CaseSet {
  id: string;
  ownerId: string;
  /** How trainees see the educator. */
  educatorName: string;
  title: string;
  /** Normalised: 8 characters of the unambiguous alphabet, no hyphen. */
  code: string;
  cases: SetCase[];
  createdAt: string;
}

export interface SetMembership {
  setId: string;
  userId: string;
  /** How the educator sees the trainee. */
  traineeName: string;
  joinedAt: string;
}
