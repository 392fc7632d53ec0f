import { addOneMonth } from '../src/adapters/sandbox/sandbox-payment-gateway';
import { chargeTestCard } from '../src/adapters/sandbox/sandbox-cards';
import {
  hasPremiumAccess,
  mergeSnapshot,
  type Subscription,
  type SubscriptionSnapshot,
} from '../src/domain/subscriptions/subscription';
import { subscriptionViewOf } from '../src/domain/subscriptions/subscription-view';

const now = new Date('2030-05-10T12:00:00.000Z');
const snapshot = (changes: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  provider: 'stripe',
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  userId: 'u1',
  status: 'active',
  startDate: '2030-05-01T00:00:00.000Z',
  currentPeriodEnd: '2030-06-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  observedAt: '2030-05-10T11:00:00.000Z',
  ...changes,
});
const stored = (changes: Partial<Subscription> = {}): Subscription => ({
  ...snapshot(),
  userId: 'u1',
  entitledUntil: '2030-06-01T00:00:00.000Z',
  ...changes,
});

describe('subscription rules', () => {
  it('when active or trialing within the period, then premium; past_due, canceled or after the period end, then not', () => {
    expect(hasPremiumAccess(stored(), now)).toBe(true);
    expect(hasPremiumAccess(stored({ status: 'trialing' }), now)).toBe(true);
    expect(hasPremiumAccess(stored({ status: 'past_due' }), now)).toBe(false);
    expect(hasPremiumAccess(stored({ status: 'canceled' }), now)).toBe(false);
    expect(hasPremiumAccess(stored({ currentPeriodEnd: now.toISOString() }), now)).toBe(false);
    expect(hasPremiumAccess(null, now)).toBe(false);
  });

  it('when a snapshot was read before the stored one, then it is ignored', () => {
    expect(
      mergeSnapshot(stored(), snapshot({ status: 'past_due', observedAt: '2030-05-10T10:00:00.000Z' }), 'u1'),
    ).toBeNull();
    expect(mergeSnapshot(stored(), snapshot({ status: 'past_due' }), 'u1')?.status).toBe('past_due');
  });

  it('when a canceled subscription meets a later snapshot saying active, then it stays canceled', () => {
    const canceled = stored({ status: 'canceled', entitledUntil: null });
    expect(mergeSnapshot(canceled, snapshot({ observedAt: '2030-05-10T12:00:00.000Z' }), 'u1')).toBeNull();
  });

  it('when billing has no subscription of the user and the snapshot says canceled or expired, then nothing is recorded; active, then it is', () => {
    expect(mergeSnapshot(null, snapshot({ status: 'canceled' }), 'u1')).toBeNull();
    expect(mergeSnapshot(null, snapshot({ status: 'incomplete_expired' }), 'u1')).toBeNull();
    expect(mergeSnapshot(null, snapshot({ status: 'active' }), 'u1')).toMatchObject({
      userId: 'u1',
      status: 'active',
    });
  });

  it('when a snapshot carries an earlier period end, then the period end does not move back', () => {
    const merged = mergeSnapshot(stored(), snapshot({ currentPeriodEnd: '2030-05-20T00:00:00.000Z' }), 'u1');
    expect(merged?.currentPeriodEnd).toBe('2030-06-01T00:00:00.000Z');
  });

  it("when a snapshot is of the user's older subscription, then it is ignored; of a newer one, then it replaces", () => {
    const older = snapshot({
      subscriptionId: 'sub_0',
      startDate: '2030-01-01T00:00:00.000Z',
      status: 'canceled',
    });
    expect(mergeSnapshot(stored(), older, 'u1')).toBeNull();
    const newer = snapshot({ subscriptionId: 'sub_2', startDate: '2030-05-09T00:00:00.000Z' });
    expect(mergeSnapshot(stored(), newer, 'u1')).toMatchObject({
      subscriptionId: 'sub_2',
      entitledUntil: stored().entitledUntil,
    });
  });

  it('when the subscription is cancelled at period end, then the view keeps access and stops renewal', () => {
    expect(subscriptionViewOf(stored({ cancelAtPeriodEnd: true }), now)).toEqual({
      active: true,
      status: 'active',
      tier: 'premium',
      startDate: '2030-05-01T00:00:00.000Z',
      endDate: '2030-06-01T00:00:00.000Z',
      autoRenew: false,
      stripeDetails: { nextBillingDate: null },
    });
    expect(subscriptionViewOf(stored(), new Date('2030-06-02T00:00:00.000Z'))).toMatchObject({
      active: false,
      status: 'expired',
      tier: 'free',
    });
  });
});

describe('sandbox test cards', () => {
  const card = (number: string, expiry = '12 / 34', cvc = '123') =>
    chargeTestCard({ number, expiry, cvc }, now);

  it.each([
    ['4242 4242 4242 4242', { paid: true }],
    ['4000 0000 0000 0002', { paid: false, message: 'Your card was declined.' }],
    ['4000 0000 0000 9995', { paid: false, message: 'Your card has insufficient funds.' }],
    ['4242 4242 4242 4241', { paid: false, message: 'Your card number is invalid.' }],
    ['', { paid: false, message: 'Your card number is incomplete.' }],
  ])('when the card number is "%s", then %j', (number, expected) => {
    expect(card(number)).toEqual(expected);
  });

  it('when the expiry is past or malformed, or the CVC short, then Stripe’s messages', () => {
    expect(card('4242424242424242', '01 / 29')).toEqual({
      paid: false,
      message: "Your card's expiration year is in the past.",
    });
    expect(card('4242424242424242', '13 / 34')).toEqual({
      paid: false,
      message: "Your card's expiration date is invalid.",
    });
    expect(card('4242424242424242', '1234')).toEqual({
      paid: false,
      message: "Your card's expiration date is incomplete.",
    });
    expect(card('4242424242424242', '12 / 34', '1')).toEqual({
      paid: false,
      message: "Your card's security code is incomplete.",
    });
  });

  it('when a month is added to the 31st, then it lands on the last day of a shorter month', () => {
    expect(addOneMonth(new Date('2031-01-31T09:00:00.000Z')).toISOString()).toBe('2031-02-28T09:00:00.000Z');
    expect(addOneMonth(new Date('2031-12-15T09:00:00.000Z')).toISOString()).toBe('2032-01-15T09:00:00.000Z');
  });
});
