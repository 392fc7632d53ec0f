import type { ToastInput } from '@manan/ui-kit';
import { serverMessageOf, statusOf } from '../../lib/api-error';

const defaultLimitMessage = "You've reached your monthly analysis limit. Please upgrade to premium.";

/** The spec §8 toast for a failed analysis. */
export function analysisFailureToast(error: unknown): ToastInput {
  const status = statusOf(error);
  if (status === 402) {
    const message = serverMessageOf(error) ?? defaultLimitMessage;
    const offersUpgrade = /limit|upgrade/i.test(message);
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
