import type { TransactionContext } from '@manan/service-kit';
import type { BillingDependencies } from '../billing-dependencies';
import { applySubscriptionSnapshot } from '../subscriptions/save-subscription';
import type { Subscription, SubscriptionSnapshot } from '../subscriptions/subscription';
import type { CheckoutSessionStatus } from './checkout-session.repository';
import type { ProviderCheckoutSession } from './payment-gateway.port';

/** A checkout session and, once it is paid, its subscription, as the provider reported them. */
export interface CheckoutOutcome {
  session: ProviderCheckoutSession;
  subscription: SubscriptionSnapshot | null;
}

const isPaid = (session: ProviderCheckoutSession) =>
  session.status === 'complete' && session.paymentStatus !== 'unpaid';

/** Reads a checkout from the provider; call it outside any transaction (it is network I/O). */
export async function readCheckout(
  { gateway, now }: Pick<BillingDependencies, 'gateway' | 'now'>,
  sessionId: string,
): Promise<CheckoutOutcome | null> {
  const session = await gateway.retrieveCheckoutSession(sessionId);
  if (!session) return null;
  if (!isPaid(session) || !session.subscriptionId) return { session, subscription: null };
  const observedAt = now().toISOString();
  const subscription = await gateway.retrieveSubscription(session.subscriptionId);
  return { session, subscription: { ...subscription, observedAt } };
}

/**
 * Records what a checkout came to: the session's state, the user's customer and, once paid, the
 * subscription (with its entitlement event). The one path for Stripe's webhooks, the sandbox's payment
 * and the success page's activation. Returns the user's subscription afterwards.
 */
export async function applyCheckout(
  dependencies: BillingDependencies,
  { session, subscription }: CheckoutOutcome,
  tx: TransactionContext,
): Promise<Subscription | null> {
  const { checkoutSessions, customers, subscriptions, gateway, now } = dependencies;
  const stored = await checkoutSessions.find(session.id, tx);
  const userId = stored?.userId ?? session.userId;
  if (!userId) return null;
  const status: CheckoutSessionStatus =
    session.status !== 'complete'
      ? 'open'
      : isPaid(session)
        ? 'completed'
        : stored?.status === 'failed'
          ? 'failed'
          : 'processing';
  const time = now().toISOString();
  await checkoutSessions.save(
    {
      id: session.id,
      userId,
      provider: gateway.provider,
      status,
      createdAt: stored?.createdAt ?? time,
      updatedAt: time,
    },
    tx,
  );
  if (session.customerId) {
    await customers.save({ provider: gateway.provider, userId, customerId: session.customerId }, tx);
  }
  if (!subscription) return subscriptions.findByUser(userId, tx);
  return applySubscriptionSnapshot(
    dependencies,
    { ...subscription, userId: subscription.userId ?? userId },
    now(),
    tx,
  );
}

/** Marks a checkout whose asynchronous payment failed; the user stays on (or returns to) the free plan. */
export async function markCheckoutFailed(
  { checkoutSessions, now }: Pick<BillingDependencies, 'checkoutSessions' | 'now'>,
  sessionId: string,
  tx: TransactionContext,
): Promise<void> {
  const stored = await checkoutSessions.find(sessionId, tx);
  if (stored)
    await checkoutSessions.save({ ...stored, status: 'failed', updatedAt: now().toISOString() }, tx);
}
