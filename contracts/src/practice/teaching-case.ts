import { z } from 'zod';

/**
 * Training mode (issue 17): one case of MANAN's teaching bank, as it is kept in the repository
 * (svc-triage/content/teaching-bank/*.json, one JSON array per presentation group). The bank is
 * content, not code: an educator can read and correct a case without reading TypeScript.
 */

/** How the practice pages and the progress view group presentations. */
export const presentationGroups = [
  'cardiovascular',
  'respiratory',
  'neurological',
  'abdominal',
  'trauma',
  'infection',
  'mental-health',
  'toxicology',
  'obstetric-gynaecological',
  'eye-ent',
  'skin-musculoskeletal',
  'metabolic-other',
] as const;
export type PresentationGroup = (typeof presentationGroups)[number];
export const presentationGroupSchema = z.enum(presentationGroups);

/** What a person reads for each group. */
export const presentationGroupLabels: Record<PresentationGroup, string> = {
  cardiovascular: 'Chest pain and circulation',
  respiratory: 'Breathing',
  neurological: 'Neurological',
  abdominal: 'Abdominal and urinary',
  trauma: 'Injury',
  infection: 'Fever and infection',
  'mental-health': 'Mental health',
  toxicology: 'Poisoning and overdose',
  'obstetric-gynaecological': 'Pregnancy and gynaecology',
  'eye-ent': 'Eye, ear, nose and throat',
  'skin-musculoskeletal': 'Skin, joints and minor complaints',
  'metabolic-other': 'Metabolic and other',
};

/** ESI decision points (ESI v4 handbook): A life-saving intervention, B high risk, C resources, D vital signs. */
export const esiDecisionPointSchema = z.enum(['A', 'B', 'C', 'D']);
export type EsiDecisionPoint = z.infer<typeof esiDecisionPointSchema>;

/** The patient as a triage nurse meets them: the case form's fields, no answer. */
export const practicePatientSchema = z.object({
  /** As the case form takes it: "58", "3 mo", "10 days", "90+". */
  patientAge: z.string().trim().min(1).max(40),
  gender: z.enum(['male', 'female']),
  chiefComplaint: z.string().trim().min(1).max(500),
  symptoms: z.string().trim().min(1).max(4_000),
  vitals: z.string().trim().min(1).max(1_000),
  medicalHistory: z.string().trim().max(2_000).optional(),
  currentMedications: z.string().trim().max(1_000).optional(),
});
export type PracticePatient = z.infer<typeof practicePatientSchema>;

/** The answer a teaching case carries, shown only after the trainee has committed. */
export const teachingAnswerSchema = z.object({
  expectedEsi: z.number().int().min(1).max(5),
  decisionPoint: esiDecisionPointSchema,
  /**
   * The red flags a careful triage nurse should name, as ids of the guideline engine's red-flag catalogue
   * (GET /api/practice/red-flags lists them); empty for a case with none.
   */
  redFlags: z.array(z.string().regex(/^[a-z0-9-]+$/)).max(8),
  /** The first thing to do, in a line. */
  firstAction: z.string().trim().min(1).max(300),
  /** Why this level, in one line (shown beside the comparison). */
  why: z.string().trim().min(1).max(400),
  /** Two to four points a trainee should take away. */
  teachingPoints: z.array(z.string().trim().min(1).max(400)).min(1).max(6),
});
export type TeachingAnswer = z.infer<typeof teachingAnswerSchema>;

export const teachingCaseSchema = z.object({
  /** Stable and unique across the bank: `tb-<group>-<nn>`, e.g. `tb-trauma-07`. */
  id: z.string().regex(/^tb-[a-z-]+-\d{2,3}$/),
  group: presentationGroupSchema,
  /** A short neutral label for lists and results tables; it must not give the level away. */
  title: z.string().trim().min(1).max(80),
  patient: practicePatientSchema,
  answer: teachingAnswerSchema,
});
export type TeachingCase = z.infer<typeof teachingCaseSchema>;
