import { AppError } from '@manan/service-kit';

/** The errors billing's use cases answer with; the messages are shown to the user as they are. */
export const billingErrors = {
  alreadyPremium: () =>
    new AppError('BILLING.ALREADY_PREMIUM', 409, 'You already have an active premium subscription'),
  checkoutFailed: (cause: unknown) =>
    new AppError('BILLING.CHECKOUT_FAILED', 502, 'Failed to create checkout session', { cause }),
  sessionNotFound: () => new AppError('BILLING.SESSION_NOT_FOUND', 404, 'Checkout session not found'),
  sessionOfAnotherUser: () =>
    new AppError('BILLING.SESSION_FORBIDDEN', 403, 'This checkout session belongs to another account'),
  checkoutNotCompleted: () =>
    new AppError('BILLING.CHECKOUT_NOT_COMPLETED', 409, 'This checkout has not been completed'),
  paymentFailed: () => new AppError('BILLING.PAYMENT_FAILED', 402, 'The payment for this checkout failed'),
  activationFailed: (cause: unknown) =>
    new AppError('BILLING.ACTIVATION_FAILED', 502, 'Failed to update subscription', { cause }),
  noActiveSubscription: () =>
    new AppError('BILLING.NO_ACTIVE_SUBSCRIPTION', 404, 'No active subscription to cancel'),
  cancelFailed: (cause: unknown) =>
    new AppError('BILLING.CANCEL_FAILED', 502, 'Failed to cancel subscription', { cause }),
};

/** Runs a call to the payment provider; a failure becomes `toError(cause)`, AppErrors pass through. */
export async function callProvider<T>(
  call: () => Promise<T>,
  toError: (cause: unknown) => AppError,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw toError(error);
  }
}
