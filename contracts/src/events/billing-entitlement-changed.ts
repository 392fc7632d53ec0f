import { z } from 'zod';
import { defineEvent } from './envelope';

/** svc-billing -> svc-triage: a user's premium entitlement turned on or off. */
export const billingEntitlementChangedV1 = defineEvent(
  'billing.entitlement.changed',
  1,
  z.object({
    userId: z.string().min(1),
    isPremium: z.boolean(),
    periodEnd: z.string().datetime().nullable(),
  }),
);

export type BillingEntitlementChangedV1 = z.infer<typeof billingEntitlementChangedV1.dataSchema>;
