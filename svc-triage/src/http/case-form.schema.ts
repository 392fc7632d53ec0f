import { z } from 'zod';

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max.toLocaleString('en')} characters`);

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max.toLocaleString('en')} characters`)
    .optional()
    .nullable();

/** The case form with the spec's §5 messages. Vitals are long because blood-report values are appended to them. */
export const caseFormRequestSchema = z.object({
  patientAge: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    required('Patient age is required', 40),
  ),
  gender: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z
      .string({ error: 'Gender is required' })
      .min(1, 'Gender is required')
      .pipe(z.enum(['male', 'female'], { error: 'Gender must be male or female' })),
  ),
  chiefComplaint: required('Chief complaint is required', 500),
  symptoms: required('Symptoms are required', 10_000),
  vitals: required('Vital signs are required', 20_000),
  medicalHistory: optional(10_000),
  currentMedications: optional(5_000),
});

export type CaseFormRequest = z.infer<typeof caseFormRequestSchema>;
