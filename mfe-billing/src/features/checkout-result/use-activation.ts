import { useEffect, useRef, useState } from 'react';
import { useToast, type ToastInput } from '@manan/ui-kit';
import { useActivateSubscriptionMutation } from '../../api/subscription-api';

export type ActivationState = 'activating' | 'active' | 'pending activation' | 'failed';

const toasts = {
  paymentReturned: {
    title: 'Subscription Successful',
    description: 'Thank you for subscribing. Activating your premium subscription…',
  },
  activated: { title: 'Subscription Activated', description: 'Your premium subscription is now active!' },
  failed: {
    title: 'Subscription Update Error',
    description: 'There was an issue updating your subscription status. Please contact support.',
    variant: 'destructive',
  },
} satisfies Record<string, ToastInput>;

/**
 * After payment (spec §4, §8): the 'Subscription Successful' toast, then activation from the
 * checkout session and, when it succeeds, 'Subscription Activated' (whether the status it answers is
 * active or 'pending activation'). It runs once per session id: React StrictMode runs effects twice, and while the
 * server is idempotent a second call would toast twice.
 */
export function useActivation(sessionId: string | null, enabled: boolean): ActivationState {
  const toast = useToast();
  const [activate] = useActivateSubscriptionMutation();
  const [state, setState] = useState<ActivationState>('activating');
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionId || !enabled || startedFor.current === sessionId) return;
    startedFor.current = sessionId;
    toast(toasts.paymentReturned);
    activate(sessionId)
      .unwrap()
      .then(({ status }) => {
        setState(status);
        // The spec's activation-success toast follows every successful activation call; the status
        // shown on the page then says whether it is active or still 'pending activation'.
        toast(toasts.activated);
      })
      .catch(() => {
        setState('failed');
        toast(toasts.failed);
      });
  }, [sessionId, enabled, activate, toast]);

  return state;
}
