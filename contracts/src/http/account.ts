import { z } from 'zod';
import { triageLevelWordSchema } from './triage';

/** A free-text section of a case (symptoms, history, medications). */
const detailsSchema = z.object({ details: z.string() });

/**
 * One case of GET /api/cases (spec §3 Case), as the account pages read it. Fields the pages do not
 * use (revisions) pass through unchecked.
 */
export const caseSummarySchema = z.looseObject({
  id: z.string(),
  chiefComplaint: z.string(),
  /** Free text from which the level word is extracted (spec §4), only for a case without a `result`. */
  triageLevel: z.string().nullish(),
  /** The structured result: its level and ESI are the case's level (absent in cases stored before it). */
  result: z.looseObject({ level: triageLevelWordSchema, esi: z.number().int() }).nullish(),
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

/**
 * POST /api/user/settings: the service refuses any other field (400), so the request is strict while the
 * response above is read leniently.
 */
export const notificationSettingsRequestSchema = z
  .strictObject({
    emailNotifications: z.boolean(),
    appNotifications: z.boolean(),
  })
  .meta({ description: 'Both preferences, each true or false; no other field.' });

/** The most cases one page of GET /api/cases holds, the default, and the longest cursor accepted. */
export const caseListLimits = { pageSize: 100, defaultPageSize: 50, cursor: 500 } as const;

/** Why svc-triage refuses a page of GET /api/cases (code CASES.INVALID_PAGE). */
export const invalidCasePageMessage = 'limit must be 1–100 and cursor must come from a previous page';

/**
 * GET /api/cases: one page is `?limit=` cases (default 50) after `?cursor=` (from X-Next-Cursor), as
 * svc-triage reads the query string (a number in it is text, so `limit` is coerced).
 */
export const caseListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: invalidCasePageMessage })
    .int(invalidCasePageMessage)
    .min(1, invalidCasePageMessage)
    .max(caseListLimits.pageSize, invalidCasePageMessage)
    .default(caseListLimits.defaultPageSize)
    .meta({ description: 'Cases per page, 1–100.' }),
  cursor: z
    .string({ error: invalidCasePageMessage })
    .max(caseListLimits.cursor, invalidCasePageMessage)
    .optional()
    .meta({ description: 'The X-Next-Cursor header of the previous page; absent for the first page.' }),
});

/** One stored analysis of a case: the first one, or a refinement scored with follow-up answers. */
export const caseRevisionSchema = z
  .looseObject({
    revision: z.number().int(),
    kind: z.enum(['analysis', 'refinement']),
    createdAt: z.string(),
    triageLevel: z.string(),
    analysis: z.string(),
    /** The answers a refinement was scored with ('Q: …\nA: …'), by question id. */
    followUpResponses: z.record(z.string(), z.string()).optional(),
  })
  .meta({ description: 'One analysis of the case, in order; the original is revision 1.' });

/** GET /api/cases/{caseId}: one of the caller's cases, with every analysis once it has been refined. */
export const caseDetailSchema = caseSummarySchema
  .extend({ revisions: z.array(caseRevisionSchema).optional() })
  .meta({
    description:
      "One of the caller's cases. The top-level analysis fields are the latest; `revisions` lists every analysis once the case has been refined.",
  });

export type CaseSummary = z.infer<typeof caseSummarySchema>;
export type MonthlyUsage = z.infer<typeof monthlyUsageSchema>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsRequestSchema>;
export type CaseListQuery = z.input<typeof caseListQuerySchema>;
export type CaseRevision = z.infer<typeof caseRevisionSchema>;
export type CaseDetail = z.infer<typeof caseDetailSchema>;
