import type { ToastInput } from '@manan/ui-kit';

/** The plans page's toasts, in the words of spec §5 and §8. */
export const billingToasts = {
  authenticationRequired: {
    title: 'Authentication Required',
    description: 'Please log in to subscribe to Premium',
    variant: 'destructive',
    action: { label: 'Login', to: '/', altText: 'Go to the home page to log in' },
  },
  checkoutFailed: (message: string): ToastInput => ({
    title: 'Checkout Failed',
    description: message,
    variant: 'destructive',
  }),
  canceled: {
    title: 'Subscription Canceled',
    description:
      'Your subscription has been canceled but will remain active until the end of the billing period.',
  },
  cancelFailed: (message: string): ToastInput => ({
    title: 'Cancellation Failed',
    description: message,
    variant: 'destructive',
  }),
  resumed: (renewsOn: string): ToastInput => ({
    title: 'Subscription Resumed',
    description: `Auto-renew is on again: your Premium subscription renews on ${renewsOn}.`,
  }),
  resumeFailed: (message: string): ToastInput => ({
    title: 'Resume Failed',
    description: message,
    variant: 'destructive',
  }),
  fetchFailed: {
    title: 'Error',
    description: 'Failed to fetch subscription data',
    variant: 'destructive',
  },
} satisfies Record<string, ToastInput | ((message: string) => ToastInput)>;
