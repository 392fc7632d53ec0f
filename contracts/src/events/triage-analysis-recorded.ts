import { z } from 'zod';
import { defineEvent } from './envelope';

/** A month in UTC, `YYYY-MM`: the period a free user's analyses are counted in. */
export const usageMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM');

/** svc-triage -> svc-billing: one analysis of a user was counted for a month. */
export const triageAnalysisRecordedV1 = defineEvent(
  'triage.analysis.recorded',
  1,
  z.object({
    userId: z.string().min(1),
    caseId: z.string().min(1),
    month: usageMonthSchema,
    countInMonth: z.number().int().positive(),
  }),
);

export type TriageAnalysisRecordedV1 = z.infer<typeof triageAnalysisRecordedV1.dataSchema>;
