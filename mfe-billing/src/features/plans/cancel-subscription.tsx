import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, readApiError, useToast } from '@manan/ui-kit';
import { useCancelSubscriptionMutation } from '../../api/subscription-api';
import { billingToasts } from './billing-toasts';

// Stacked full width: both labels are long, and Keep (the safe choice) comes first and takes focus.
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.errorText};
  border-color: ${({ theme }) => theme.colors.errorText};

  &:hover:not(:disabled) {
    background: #881337;
  }
`;

export const cancelConfirmation =
  'Are you sure you want to cancel your subscription? You will still have access until the end of your billing period.';

export interface CancelSubscriptionProps {
  /**
   * The id of the text saying it is already cancelled: the button is still shown (spec §4: premium and
   * active shows Cancel Subscription) but disabled, since there is nothing left to cancel.
   */
  alreadyCanceledNoticeId?: string;
}

/** Cancel Subscription behind the spec §5 confirmation; access lasts until the period ends. */
export function CancelSubscription({ alreadyCanceledNoticeId }: CancelSubscriptionProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [cancelSubscription, { isLoading }] = useCancelSubscriptionMutation();

  const confirm = async () => {
    try {
      await cancelSubscription().unwrap();
      setOpen(false);
      toast(billingToasts.canceled);
    } catch (error) {
      setOpen(false);
      toast(billingToasts.cancelFailed(readApiError(error).message ?? 'Failed to cancel subscription'));
    }
  };

  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        disabled={alreadyCanceledNoticeId !== undefined}
        aria-describedby={alreadyCanceledNoticeId}
        onClick={() => setOpen(true)}
      >
        Cancel Subscription
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!isLoading) setOpen(next);
        }}
        title="Cancel your subscription?"
        description={cancelConfirmation}
      >
        <Actions>
          <Button type="button" $variant="secondary" disabled={isLoading} onClick={() => setOpen(false)}>
            Keep Subscription
          </Button>
          <DangerButton type="button" disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? 'Canceling...' : 'Yes, Cancel Subscription'}
          </DangerButton>
        </Actions>
      </Dialog>
    </>
  );
}
