import {
  billingEntitlementChangedV1,
  createEventEnvelope,
  type BillingEntitlementChangedV1,
} from '@manan/contracts';

/** The event svc-billing publishes when premium turns on or off (verified against triage's message pact). */
export function entitlementChangedEvent(data: BillingEntitlementChangedV1, now: Date) {
  return createEventEnvelope(billingEntitlementChangedV1, data, now);
}
