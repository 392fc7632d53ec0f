import type { SubscriptionDetails } from '@manan/contracts';
import { Button, readApiError, useToast } from '@manan/ui-kit';
import { useResumeSubscriptionMutation } from '../../api/subscription-api';
import { formatDate } from '../../lib/format';
import { billingToasts } from './billing-toasts';

/**
 * 'Resume subscription' for a premium subscription that was cancelled and still runs: auto-renew
 * comes back on, so it renews at the period end instead of ending. Nothing is lost by pressing it,
 * so it needs no confirmation.
 */
export function ResumeSubscription({ describedBy }: { describedBy?: string }) {
  const toast = useToast();
  const [resumeSubscription, { isLoading }] = useResumeSubscriptionMutation();

  const resume = async () => {
    try {
      const resumed: SubscriptionDetails = await resumeSubscription().unwrap();
      toast(billingToasts.resumed(formatDate(resumed.stripeDetails.nextBillingDate ?? resumed.endDate)));
    } catch (error) {
      toast(billingToasts.resumeFailed(readApiError(error).message ?? 'Failed to resume subscription'));
    }
  };

  return (
    <Button
      type="button"
      disabled={isLoading}
      aria-busy={isLoading || undefined}
      aria-describedby={describedBy}
      onClick={() => void resume()}
    >
      {isLoading ? 'Resuming...' : 'Resume subscription'}
    </Button>
  );
}
