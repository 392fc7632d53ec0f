import type {
  CaseRef,
  EsiDecisionPoint,
  PracticeCase,
  PracticePatient,
  PresentationGroup,
  TeachingCase,
} from '@manan/contracts';
import type { StoredCase } from '../cases/stored-case';
import type { CaseSet, SetCase } from './case-set';
import { redFlagSystemOf } from './guideline-catalogue';
import { presentationGroupOf } from './presentation-group-of';

/** A case a trainee can practise on, with what their triage is compared against. */
export interface PracticeSubject {
  ref: CaseRef;
  title: string;
  group: PresentationGroup;
  patient: PracticePatient;
  position?: { index: number; total: number };
  reference: {
    esi: number;
    decisionPoint: EsiDecisionPoint | null;
    why: string;
    firstAction?: string;
    teachingPoints: string[];
  };
  expectedRedFlagIds: string[];
  /** The educator of the set the case is in; null outside a set. */
  setOwnerId: string | null;
}

/** What the trainee is shown before committing: never the reference. */
export function practiceCaseOf(subject: PracticeSubject): PracticeCase {
  return {
    ref: subject.ref,
    title: subject.title,
    group: subject.group,
    patient: subject.patient,
    ...(subject.position ? { position: subject.position } : {}),
  };
}

function answerReference(answer: TeachingCase['answer']): PracticeSubject['reference'] {
  return {
    esi: answer.expectedEsi,
    decisionPoint: answer.decisionPoint,
    why: answer.why,
    firstAction: answer.firstAction,
    teachingPoints: answer.teachingPoints,
  };
}

export function subjectOfBankCase(teachingCase: TeachingCase): PracticeSubject {
  return {
    ref: { source: 'bank', id: teachingCase.id },
    title: teachingCase.title,
    group: teachingCase.group,
    patient: teachingCase.patient,
    reference: answerReference(teachingCase.answer),
    expectedRedFlagIds: teachingCase.answer.redFlags,
    setOwnerId: null,
  };
}

export function subjectOfSetCase(set: CaseSet, setCase: SetCase): PracticeSubject {
  return {
    ref: { source: 'set', setId: set.id, id: setCase.id },
    title: setCase.title,
    group: setCase.group,
    patient: setCase.patient,
    position: { index: set.cases.indexOf(setCase) + 1, total: set.cases.length },
    reference: answerReference(setCase.answer),
    expectedRedFlagIds: setCase.answer.redFlags,
    setOwnerId: set.ownerId,
  };
}

const orNotRecorded = (text: string | undefined) => (text && text.trim() ? text.trim() : 'Not recorded');
const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/**
 * One of the trainee's own stored cases: the patient as they entered it, the reference its stored level
 * (the latest analysis) and that analysis' red flags.
 */
export function subjectOfOwnCase(storedCase: StoredCase): PracticeSubject {
  const { result } = storedCase;
  const patient: PracticePatient = {
    patientAge: clip(orNotRecorded(storedCase.patientAge), 40),
    gender: storedCase.gender === 'female' ? 'female' : 'male',
    chiefComplaint: clip(orNotRecorded(storedCase.chiefComplaint), 500),
    symptoms: clip(orNotRecorded(storedCase.symptoms?.details), 4_000),
    vitals: clip(orNotRecorded(storedCase.vitals?.raw), 1_000),
    ...(storedCase.medicalHistory?.details
      ? { medicalHistory: clip(storedCase.medicalHistory.details, 2_000) }
      : {}),
    ...(storedCase.currentMedications?.details
      ? { currentMedications: clip(storedCase.currentMedications.details, 1_000) }
      : {}),
  };
  const day = storedCase.createdAt.slice(0, 10);
  return {
    ref: { source: 'mine', id: storedCase.id },
    title: clip(`${patient.chiefComplaint} (${day})`, 80),
    group: presentationGroupOf(result, redFlagSystemOf),
    patient,
    reference: {
      esi: result.esi,
      decisionPoint: result.scores?.esi?.decisionPoint ?? null,
      why: result.reasons[0] ?? storedCase.triageLevel,
      ...(result.immediateActions[0] ? { firstAction: result.immediateActions[0] } : {}),
      teachingPoints: [],
    },
    expectedRedFlagIds: [...new Set(result.redFlags.map((flag) => flag.id))],
    setOwnerId: null,
  };
}
