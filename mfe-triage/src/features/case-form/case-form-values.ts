import { caseFormRequestSchema, type CaseFormRequest } from '@manan/contracts';

export interface CaseFormValues {
  patientAge: string;
  gender: '' | 'male' | 'female';
  chiefComplaint: string;
  symptoms: string;
  vitals: string;
  medicalHistory: string;
  currentMedications: string;
}

export type CaseFormField = keyof CaseFormValues;
export type CaseFormErrors = Partial<Record<CaseFormField, string>>;

export const emptyCaseForm: CaseFormValues = {
  patientAge: '',
  gender: '',
  chiefComplaint: '',
  symptoms: '',
  vitals: '',
  medicalHistory: '',
  currentMedications: '',
};

/** The fields in the order they appear, so the first error is the first field to fix. */
const fieldOrder = Object.keys(emptyCaseForm) as CaseFormField[];

/**
 * The case form checked with the contract's schema, the one svc-triage enforces: the spec's §5 messages
 * for a missing field and the same length limits (caseFormLimits), one message per field.
 */
export function validateCaseForm(values: CaseFormValues): CaseFormErrors {
  const messages = new Map<PropertyKey, string>();
  for (const issue of caseFormRequestSchema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0];
    if (field !== undefined && !messages.has(field)) messages.set(field, issue.message);
  }
  const errors: CaseFormErrors = {};
  for (const field of fieldOrder) {
    const message = messages.get(field);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The request body; call only after validateCaseForm found nothing. */
export function toCaseRequest(values: CaseFormValues): CaseFormRequest {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    patientAge: values.patientAge.trim(),
    gender: values.gender === 'female' ? 'female' : 'male',
    chiefComplaint: values.chiefComplaint.trim(),
    symptoms: values.symptoms.trim(),
    vitals: values.vitals.trim(),
    medicalHistory: optional(values.medicalHistory),
    currentMedications: optional(values.currentMedications),
  };
}
