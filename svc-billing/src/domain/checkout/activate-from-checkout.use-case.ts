import type { BillingDependencies } from '../billing-dependencies';
import { billingErrors, callProvider } from '../billing-errors';
import { hasPremiumAccess } from '../subscriptions/subscription';
import { applyCheckout, readCheckout } from './complete-checkout';

export type ActivationStatus = 'active' | 'pending activation';

/**
 * The success page's call: reads the checkout from the provider, checks it is the caller's and
 * activates the subscription (idempotently: Stripe's webhook may have done it already).
 */
export async function activateFromCheckoutUseCase(
  dependencies: BillingDependencies,
  userId: string,
  sessionId: string,
): Promise<{ status: ActivationStatus }> {
  const { checkoutSessions, transactionRunner, notifyOutbox, now } = dependencies;
  const stored = await checkoutSessions.find(sessionId);
  if (stored && stored.userId !== userId) throw billingErrors.sessionOfAnotherUser();
  const outcome = await callProvider(
    () => readCheckout(dependencies, sessionId),
    billingErrors.activationFailed,
  );
  if (!outcome) throw billingErrors.sessionNotFound();
  if ((stored?.userId ?? outcome.session.userId) !== userId) throw billingErrors.sessionOfAnotherUser();
  if (stored?.status === 'failed') throw billingErrors.paymentFailed();
  if (outcome.session.status !== 'complete') throw billingErrors.checkoutNotCompleted();

  const subscription = await transactionRunner.run((tx) => applyCheckout(dependencies, outcome, tx));
  notifyOutbox();
  return { status: hasPremiumAccess(subscription, now()) ? 'active' : 'pending activation' };
}
