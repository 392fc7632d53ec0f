import { readApiError, type ToastInput } from '@manan/ui-kit';

const defaultLimitMessage = "You've reached your monthly analysis limit. Please upgrade to premium.";

/** The code of a 402 whose toast offers the upgrade (contracts' error catalogue). */
const monthlyLimitReached = 'QUOTA.MONTHLY_LIMIT_REACHED';

/** The spec §8 toast for a failed analysis. */
export function analysisFailureToast(error: unknown): ToastInput {
  const { status, code, message: serverMessage } = readApiError(error);
  if (status === 402) {
    const message = serverMessage ?? defaultLimitMessage;
    // The monthly limit (by its code; a bare 402 is the limit too, with the spec's fallback text).
    const offersUpgrade = code === monthlyLimitReached || (code === undefined && serverMessage === undefined);
    return offersUpgrade
      ? {
          title: 'Subscription Limit Reached',
          description: message,
          variant: 'destructive',
          duration: 10_000,
          action: { label: 'Upgrade', to: '/subscription', altText: 'Upgrade on the subscription page' },
        }
      : { title: 'Error', description: message, variant: 'destructive' };
  }
  // A response that is not OK is 'Analysis failed'; no response at all is the generic message.
  const description =
    status !== undefined ? 'Analysis failed' : 'Failed to analyze the case. Please try again.';
  return { title: 'Error', description, variant: 'destructive' };
}
