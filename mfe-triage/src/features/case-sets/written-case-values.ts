import { writtenSetCaseSchema, type WrittenSetCase } from '@manan/contracts';

/** A case the educator writes, as the form holds it (every control's text). */
export interface WrittenCaseValues {
  /** Stable while the educator adds and removes cases, for React keys and field ids. */
  key: string;
  title: string;
  patientAge: string;
  gender: '' | 'male' | 'female';
  chiefComplaint: string;
  symptoms: string;
  vitals: string;
  medicalHistory: string;
  currentMedications: string;
  expectedEsi: string;
  decisionPoint: string;
  redFlags: string[];
  firstAction: string;
  why: string;
  /** One teaching point per line. */
  teachingPoints: string;
}

export type WrittenCaseField = Exclude<keyof WrittenCaseValues, 'key'>;
export type WrittenCaseErrors = Partial<Record<WrittenCaseField, string>>;

/** The patient fields the identifier guard reads, in the order the form shows them. */
export const guardedPatientFields = [
  'patientAge',
  'chiefComplaint',
  'symptoms',
  'vitals',
  'medicalHistory',
  'currentMedications',
] as const;

let nextKey = 0;
export function emptyWrittenCase(): WrittenCaseValues {
  nextKey += 1;
  return {
    key: `written-${nextKey}`,
    title: '',
    patientAge: '',
    gender: '',
    chiefComplaint: '',
    symptoms: '',
    vitals: '',
    medicalHistory: '',
    currentMedications: '',
    expectedEsi: '',
    decisionPoint: '',
    redFlags: [],
    firstAction: '',
    why: '',
    teachingPoints: '',
  };
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** The case as the request carries it (what the contract's schema then checks). */
export function toWrittenSetCase(values: WrittenCaseValues): WrittenSetCase {
  return {
    title: values.title.trim(),
    patient: {
      patientAge: values.patientAge.trim(),
      gender: values.gender as 'male' | 'female',
      chiefComplaint: values.chiefComplaint.trim(),
      symptoms: values.symptoms.trim(),
      vitals: values.vitals.trim(),
      medicalHistory: optional(values.medicalHistory),
      currentMedications: optional(values.currentMedications),
    },
    answer: {
      expectedEsi: Number(values.expectedEsi),
      decisionPoint: values.decisionPoint as WrittenSetCase['answer']['decisionPoint'],
      redFlags: values.redFlags,
      firstAction: values.firstAction.trim(),
      why: values.why.trim(),
      teachingPoints: values.teachingPoints
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    },
  };
}

/** Said in words a person acts on; the schema's own messages only where a limit is the point. */
const requiredMessages: Partial<Record<WrittenCaseField, string>> = {
  title: 'Give the case a short title',
  patientAge: 'Enter the patient age',
  gender: 'Choose the gender at birth',
  chiefComplaint: 'Enter the chief complaint',
  symptoms: 'Describe the symptoms',
  vitals: 'Enter the vital signs',
  expectedEsi: 'Choose the expected ESI level',
  decisionPoint: 'Choose the decision point',
  firstAction: 'Enter the first action',
  why: 'Say in one line why this level',
  teachingPoints: 'Write at least one teaching point',
};

/** The contract's checks (the ones svc-triage enforces) on one written case, one message per field. */
export function validateWrittenCase(values: WrittenCaseValues): WrittenCaseErrors {
  const errors: WrittenCaseErrors = {};
  const parsed = writtenSetCaseSchema.safeParse(toWrittenSetCase(values));
  for (const issue of parsed.error?.issues ?? []) {
    // ['patient', 'symptoms'], ['answer', 'teachingPoints', 2]: the form field is the last named step.
    const field = issue.path.filter((step) => typeof step === 'string').pop() as WrittenCaseField;
    if (errors[field]) continue;
    const value = values[field];
    const empty = Array.isArray(value) ? value.length === 0 : !value.trim();
    errors[field] = (empty && requiredMessages[field]) || messageOf(field, issue);
  }
  return errors;
}

const listNames: Partial<Record<WrittenCaseField, string>> = {
  redFlags: 'red flags',
  teachingPoints: 'teaching points',
};

function messageOf(
  field: WrittenCaseField,
  issue: { code: string; message: string; maximum?: unknown; origin?: unknown },
): string {
  if (issue.code !== 'too_big') return issue.message;
  const limit = String(issue.maximum);
  if (issue.origin === 'array') return `At most ${limit} ${listNames[field] ?? 'items'}`;
  return listNames[field]
    ? `Keep each of the ${listNames[field]} to ${limit} characters or fewer`
    : `Keep it to ${limit} characters or fewer`;
}
