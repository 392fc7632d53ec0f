import { z } from 'zod';
import { caseDetailSchema, caseListLimits, monthlyUsageSchema, notificationSettingsSchema } from './account';
import { subscriptionSchema } from './billing';

/**
 * "Download my data" (issue 18): each service exports only what it owns, for the caller only, and the
 * account page puts the three parts into one ZIP. Every part says when it was written.
 */

/** How a user can sign in: a password of their own, Google, or both. */
export const signInMethodSchema = z.enum(['password', 'google']);

/** GET /api/export/account (svc-auth): the account and its settings, never a password hash or a token. */
export const accountExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.object({
      id: z.string(),
      username: z.string(),
      email: z.string(),
      displayName: z.string(),
      createdAt: z.string(),
      signInMethods: z.array(signInMethodSchema),
    }),
    notificationSettings: notificationSettingsSchema,
  })
  .meta({ description: "The caller's account (no password hash, no session) and notification settings." });

/** One month of counted analyses, as billing counted them (`YYYY-MM`, UTC). */
export const countedMonthSchema = z.object({ month: z.string(), analyses: z.number().int().nonnegative() });

/** GET /api/export/billing (svc-billing): the subscription and every month's usage. */
export const billingExportSchema = z
  .object({
    exportedAt: z.string(),
    subscription: subscriptionSchema,
    /** Which payment provider holds the subscription; null when the caller never subscribed. */
    paymentProvider: z.enum(['stripe', 'sandbox']).nullable(),
    usage: z.object({ currentMonth: monthlyUsageSchema, months: z.array(countedMonthSchema) }),
  })
  .meta({ description: "The caller's subscription state and analyses counted per month, oldest first." });

/**
 * A FHIR R4 Bundle of type `collection` (hl7.org/fhir/R4/bundle.html). Only its frame is named here; the
 * resources inside are checked against HL7's fhir.schema.json by svc-triage's tests.
 */
export const fhirBundleSchema = z
  .looseObject({
    resourceType: z.literal('Bundle'),
    type: z.literal('collection'),
    entry: z.array(
      z.looseObject({ fullUrl: z.string(), resource: z.looseObject({ resourceType: z.string() }) }),
    ),
  })
  .meta({
    description: 'A FHIR R4 Bundle (type collection): Patient, Observations, Condition, RiskAssessment.',
  });

/** One case of the export: the case as stored (with every revision and structured result), and as FHIR. */
export const exportedCaseSchema = z.object({ case: caseDetailSchema, fhirBundle: fhirBundleSchema });

/** Cases per page of GET /api/export/cases: each case comes with its FHIR Bundle, so pages are small. */
export const caseExportPageSize = 20;

/** GET /api/export/cases: `?cursor=` is the previous page's `nextCursor`; absent for the first page. */
export const caseExportQuerySchema = z.object({
  cursor: z
    .string()
    .max(caseListLimits.cursor)
    .optional()
    .meta({ description: 'The `nextCursor` of the previous page; absent for the first page.' }),
});

/** GET /api/export/cases (svc-triage): one page of the caller's cases, newest first. */
export const caseExportPageSchema = z
  .object({ cases: z.array(exportedCaseSchema), nextCursor: z.string().nullable() })
  .meta({ description: `Up to ${caseExportPageSize} cases; \`nextCursor\` is null on the last page.` });

export type SignInMethod = z.infer<typeof signInMethodSchema>;
export type AccountExport = z.infer<typeof accountExportSchema>;
export type CountedMonth = z.infer<typeof countedMonthSchema>;
export type BillingExport = z.infer<typeof billingExportSchema>;
export type FhirBundleFrame = z.infer<typeof fhirBundleSchema>;
export type ExportedCase = z.infer<typeof exportedCaseSchema>;
export type CaseExportQuery = z.infer<typeof caseExportQuerySchema>;
export type CaseExportPage = z.infer<typeof caseExportPageSchema>;
