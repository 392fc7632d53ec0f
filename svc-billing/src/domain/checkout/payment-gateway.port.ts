import type { PaymentProviderName, ProviderSubscription } from '../subscriptions/subscription';

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  /** The origin the browser uses; the provider's page returns there. */
  origin: string;
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the session's id, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  /** One per checkout attempt, so a retried request never creates a second session. */
  idempotencyKey: string;
}

/** A hosted checkout session as the provider reports it. */
export interface ProviderCheckoutSession {
  id: string;
  url: string | null;
  /** The client_reference_id: the user who started it. */
  userId: string | null;
  status: 'open' | 'complete' | 'expired';
  /** `unpaid` on a complete session: an asynchronous payment is still processing. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  subscriptionId: string | null;
  customerId: string | null;
}

/** The card payment provider: Stripe, or the built-in sandbox that behaves like it. */
export interface PaymentGateway {
  readonly provider: PaymentProviderName;
  customerExists(customerId: string): Promise<boolean>;
  createCustomer(userId: string, idempotencyKey: string): Promise<string>;
  createCheckoutSession(request: CheckoutRequest): Promise<ProviderCheckoutSession & { url: string }>;
  /** null when the provider has no such session. */
  retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession | null>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Undoes cancelAtPeriodEnd while the period runs: the subscription renews at its end again. */
  resumeRenewal(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Ends the subscription now, without waiting for the period's end (its user deleted their account). */
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription>;
}
