export type PaymentProviderName = 'stripe' | 'sandbox';

/** The provider's subscription states (Stripe's, which the sandbox mimics). */
export const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A subscription as the provider reports it at one moment. */
export interface ProviderSubscription {
  provider: PaymentProviderName;
  subscriptionId: string;
  customerId: string | null;
  /** Who it is for, when the provider knows (metadata set at checkout). */
  userId: string | null;
  status: SubscriptionStatus;
  /** ISO times. */
  startDate: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

/** A provider snapshot and when it was read: a snapshot read earlier never overwrites one read later. */
export interface SubscriptionSnapshot extends ProviderSubscription {
  observedAt: string;
}

/** A user's current subscription, as billing keeps it (one per user). */
export interface Subscription extends SubscriptionSnapshot {
  userId: string;
  /**
   * The premium entitlement last announced in `billing.entitlement.changed.v1`: the paid period's end
   * while premium, null while not.
   */
  entitledUntil: string | null;
}

const grantingStatuses: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing']);
const terminalStatuses: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired']);

/** Premium while the provider says active (or trialing) and the paid period has not ended. */
export function hasPremiumAccess(subscription: Subscription | null, now: Date): boolean {
  if (!subscription || !grantingStatuses.has(subscription.status)) return false;
  return new Date(subscription.currentPeriodEnd).getTime() > now.getTime();
}

/** What should be announced now: the period end while premium, null otherwise. */
export function entitlementOf(subscription: Subscription, now: Date): string | null {
  return hasPremiumAccess(subscription, now) ? subscription.currentPeriodEnd : null;
}

const time = (iso: string) => new Date(iso).getTime();

/**
 * Folds a provider snapshot into the user's subscription, or returns null when the snapshot must be
 * ignored because it would move the subscription backwards: it was read before the stored one, it
 * would bring a canceled subscription back, or it is of an older subscription than the current one;
 * or because it reports an ended subscription billing has no record of.
 */
export function mergeSnapshot(
  current: Subscription | null,
  snapshot: SubscriptionSnapshot,
  userId: string,
): Subscription | null {
  const next: Subscription = { ...snapshot, userId, entitledUntil: current?.entitledUntil ?? null };
  // An ended subscription billing holds nothing of grants nothing; recording it would only bring back a
  // deleted account's id when the provider reports the cancellation that deletion made.
  if (!current) return terminalStatuses.has(snapshot.status) ? null : next;
  if (current.subscriptionId !== snapshot.subscriptionId || current.provider !== snapshot.provider) {
    return time(snapshot.startDate) >= time(current.startDate) ? next : null;
  }
  if (time(snapshot.observedAt) < time(current.observedAt)) return null;
  if (terminalStatuses.has(current.status) && !terminalStatuses.has(snapshot.status)) return null;
  if (time(snapshot.currentPeriodEnd) < time(current.currentPeriodEnd)) {
    return { ...next, currentPeriodEnd: current.currentPeriodEnd };
  }
  return next;
}
