import { z } from 'zod';

/** A free-text section of a case (symptoms, history, medications). */
const detailsSchema = z.object({ details: z.string() });

/**
 * One case of GET /api/cases (spec §3 Case), as the account pages read it. Fields the pages do not
 * use (the structured `result`, revisions) pass through unchecked.
 */
export const caseSummarySchema = z.looseObject({
  id: z.string(),
  chiefComplaint: z.string(),
  /** Free text from which the level word is extracted (spec §4). */
  triageLevel: z.string().nullish(),
  analysis: z.string().nullish(),
  aiConfidence: z.object({ overall: z.number() }).nullish(),
  patientAge: z.string().nullish(),
  gender: z.string().nullish(),
  symptoms: detailsSchema.nullish(),
  vitals: z.object({ raw: z.string() }).nullish(),
  medicalHistory: detailsSchema.nullish(),
  currentMedications: detailsSchema.nullish(),
  provider: z.object({ kind: z.enum(['guideline', 'llm']), model: z.string().optional() }).nullish(),
  verification: z.looseObject({ checked: z.boolean() }).nullish(),
  createdAt: z.string(),
  /** The time of the latest refinement, when there was one. */
  updatedAt: z.string().nullish(),
});

/** GET /api/cases: the caller's cases, newest first. */
export const caseListSchema = z.array(caseSummarySchema);

/** GET /api/user/subscription: analyses this month against the limit (null = unlimited). */
export const monthlyUsageSchema = z.object({
  used: z.number(),
  limit: z.number().nullable(),
  isPremium: z.boolean(),
});

/** GET and POST /api/user/settings (spec §3 Notification settings). */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  appNotifications: z.boolean(),
});

export type CaseSummary = z.infer<typeof caseSummarySchema>;
export type MonthlyUsage = z.infer<typeof monthlyUsageSchema>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
