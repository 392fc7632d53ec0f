import { verifyMessagePact } from '@manan/service-kit/testing';
import { entitlementChangedEvent } from '../../src/domain/subscriptions/entitlement-changed.event';

describe('message pact: svc-billing provides billing.entitlement.changed.v1 to svc-triage', () => {
  it("when billing's real event factory builds the event, then it satisfies triage's pact", async () => {
    const event = entitlementChangedEvent(
      { userId: 'user-9', isPremium: true, periodEnd: '2026-12-22T10:00:00.000Z' },
      new Date(),
    );
    await expect(
      verifyMessagePact({
        consumer: 'svc-triage',
        provider: 'svc-billing',
        exchange: 'manan.events',
        messageProviders: { 'billing.entitlement.changed.v1': () => event },
      }),
    ).resolves.toBeDefined();
  }, 30_000);
});
