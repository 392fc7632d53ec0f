import { useState } from 'react';
import { readApiError, useToast } from '@manan/ui-kit';
import { useCreateCheckoutSessionMutation } from '../../api/subscription-api';
import { sendBrowserTo } from '../../lib/browser-location';
import { billingToasts } from './billing-toasts';

/**
 * Upgrade (spec §4 Subscription): asks for a checkout session and sends the browser to it. It stays
 * busy until the browser has left, so Upgrade cannot be pressed twice.
 */
export function useUpgrade(signedIn: boolean): { upgrade: () => Promise<void>; isRedirecting: boolean } {
  const toast = useToast();
  const [createCheckoutSession] = useCreateCheckoutSessionMutation();
  const [isRedirecting, setRedirecting] = useState(false);

  const upgrade = async () => {
    if (!signedIn) {
      toast(billingToasts.authenticationRequired);
      return;
    }
    setRedirecting(true);
    try {
      const { url } = await createCheckoutSession().unwrap();
      sendBrowserTo(url);
    } catch (error) {
      setRedirecting(false);
      const { status, message } = readApiError(error);
      toast(
        status === 401
          ? billingToasts.authenticationRequired
          : billingToasts.checkoutFailed(message ?? 'Failed to start checkout process'),
      );
    }
  };

  return { upgrade, isRedirecting };
}
