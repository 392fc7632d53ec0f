import { DomainError } from '@manan/service-kit';

/** The errors billing's use cases answer with; the messages are shown to the user as they are. */
export const billingErrors = {
  alreadyPremium: () =>
    new DomainError('BILLING.ALREADY_PREMIUM', 'conflict', 'You already have an active premium subscription'),
  checkoutFailed: (cause: unknown) =>
    new DomainError('BILLING.CHECKOUT_FAILED', 'upstream-failed', 'Failed to create checkout session', {
      cause,
    }),
  sessionNotFound: () =>
    new DomainError('BILLING.SESSION_NOT_FOUND', 'not-found', 'Checkout session not found'),
  sessionOfAnotherUser: () =>
    new DomainError(
      'BILLING.SESSION_FORBIDDEN',
      'forbidden',
      'This checkout session belongs to another account',
    ),
  checkoutNotCompleted: () =>
    new DomainError('BILLING.CHECKOUT_NOT_COMPLETED', 'conflict', 'This checkout has not been completed'),
  paymentFailed: () =>
    new DomainError('BILLING.PAYMENT_FAILED', 'payment-failed', 'The payment for this checkout failed'),
  activationFailed: (cause: unknown) =>
    new DomainError('BILLING.ACTIVATION_FAILED', 'upstream-failed', 'Failed to update subscription', {
      cause,
    }),
  noActiveSubscription: () =>
    new DomainError('BILLING.NO_ACTIVE_SUBSCRIPTION', 'not-found', 'No active subscription to cancel'),
  cancelFailed: (cause: unknown) =>
    new DomainError('BILLING.CANCEL_FAILED', 'upstream-failed', 'Failed to cancel subscription', { cause }),
  nothingToResume: () =>
    new DomainError('BILLING.NOTHING_TO_RESUME', 'not-found', 'No active subscription to resume'),
  resumeFailed: (cause: unknown) =>
    new DomainError('BILLING.RESUME_FAILED', 'upstream-failed', 'Failed to resume subscription', { cause }),
};

/** Runs a call to the payment provider; a failure becomes `toError(cause)`, DomainErrors pass through. */
export async function callProvider<T>(
  call: () => Promise<T>,
  toError: (cause: unknown) => DomainError,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw toError(error);
  }
}
