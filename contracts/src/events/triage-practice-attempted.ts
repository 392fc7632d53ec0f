import { z } from 'zod';
import { defineEvent } from './envelope';

/**
 * svc-triage -> (future) practice analytics: a trainee committed a practice attempt (issue 17). Ids, levels
 * and the verdict only: never patient text, never what the trainee typed. Not a counted analysis.
 */
export const triagePracticeAttemptedV1 = defineEvent(
  'triage.practice.attempted',
  1,
  z.object({
    attemptId: z.string().min(1),
    userId: z.string().min(1),
    caseSource: z.enum(['bank', 'mine', 'set']),
    /** The bank case id, the set case id, or for an own case the case id. */
    caseId: z.string().min(1),
    setId: z.string().min(1).nullable(),
    chosenEsi: z.number().int().min(1).max(5),
    referenceEsi: z.number().int().min(1).max(5),
    verdict: z.enum(['exact', 'over', 'under']),
    by: z.number().int().min(0).max(4),
    occurredAt: z.string().datetime(),
  }),
);

export type TriagePracticeAttemptedV1 = z.infer<typeof triagePracticeAttemptedV1.dataSchema>;
