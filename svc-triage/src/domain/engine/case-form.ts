import { z } from 'zod';

/** The spec §3 case form as the engine reads it; the HTTP layer owns the user-facing messages. */
export const caseFormSchema = z.object({
  patientAge: z.union([z.string(), z.number().transform(String)]),
  gender: z.string(),
  chiefComplaint: z.string().min(1),
  symptoms: z.string(),
  vitals: z.string(),
  medicalHistory: z.string().optional().nullable(),
  currentMedications: z.string().optional().nullable(),
});

export type CaseForm = z.input<typeof caseFormSchema>;

export interface AnalyzeOptions {
  /** Free text read like symptoms, e.g. follow-up answers ("Q: ...\nA: ..."). */
  additionalInformation?: string[];
}
