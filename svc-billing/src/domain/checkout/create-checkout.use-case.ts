import { randomUUID } from 'node:crypto';
import type { BillingDependencies } from '../billing-dependencies';
import { billingErrors, callProvider } from '../billing-errors';
import { hasPremiumAccess } from '../subscriptions/subscription';

/**
 * Starts a hosted checkout of the Premium plan for the user and returns the page to send them to.
 * The user's provider customer is created once and reused; each attempt has its own idempotency key.
 */
export async function createCheckoutUseCase(
  dependencies: BillingDependencies,
  userId: string,
  origin: string,
): Promise<{ url: string }> {
  const { subscriptions, checkoutSessions, gateway, transactionRunner, now, logger } = dependencies;
  if (hasPremiumAccess(await subscriptions.findByUser(userId), now())) throw billingErrors.alreadyPremium();

  const attempt = randomUUID();
  const session = await callProvider(async () => {
    const customerId = await customerOf(dependencies, userId, attempt);
    return gateway.createCheckoutSession({
      userId,
      customerId,
      origin,
      successUrl: `${origin}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/subscription/cancel`,
      idempotencyKey: `checkout-${attempt}`,
    });
  }, billingErrors.checkoutFailed);

  const createdAt = now().toISOString();
  await transactionRunner.run((tx) =>
    checkoutSessions.save(
      { id: session.id, userId, provider: gateway.provider, status: 'open', createdAt, updatedAt: createdAt },
      tx,
    ),
  );
  logger.info({ userId, sessionId: session.id, provider: gateway.provider }, 'checkout session created');
  return { url: session.url };
}

async function customerOf(
  { customers, gateway, transactionRunner }: BillingDependencies,
  userId: string,
  attempt: string,
): Promise<string> {
  const existing = await customers.findCustomerId(gateway.provider, userId);
  if (existing && (await gateway.customerExists(existing))) return existing;
  const customerId = await gateway.createCustomer(userId, `customer-${attempt}`);
  await transactionRunner.run((tx) => customers.save({ provider: gateway.provider, userId, customerId }, tx));
  return customerId;
}
