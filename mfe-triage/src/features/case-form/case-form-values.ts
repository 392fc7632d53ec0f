import type { CaseFormRequest } from '@manan/contracts';

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

/** Spec §5, in the order the fields appear (so the first error is the first field to fix). */
const requiredMessages: Array<[CaseFormField, string]> = [
  ['patientAge', 'Patient age is required'],
  ['gender', 'Gender is required'],
  ['chiefComplaint', 'Chief complaint is required'],
  ['symptoms', 'Symptoms are required'],
  ['vitals', 'Vital signs are required'],
];

export function validateCaseForm(values: CaseFormValues): CaseFormErrors {
  const errors: CaseFormErrors = {};
  for (const [field, message] of requiredMessages) {
    if (!values[field].trim()) errors[field] = message;
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
