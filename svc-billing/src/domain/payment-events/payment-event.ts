/**
 * A payment provider's notification, reduced to what billing acts on. Each names an object to read
 * again from the provider: acting on the provider's current state, not on the event's copy, is what
 * keeps events that arrive late or out of order from moving a subscription backwards.
 */
export type PaymentEvent =
  | { id: string; kind: 'checkout.completed'; checkoutSessionId: string }
  | { id: string; kind: 'checkout.payment_failed'; checkoutSessionId: string }
  | { id: string; kind: 'subscription.changed'; subscriptionId: string }
  | { id: string; kind: 'ignored'; type: string };

export type PaymentEventOutcome = 'processed' | 'duplicate' | 'ignored';
