import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { MananDispatch } from '../store/create-store';
import { useToast } from '../store/use-toast';
import { authApi, useLogoutMutation } from './auth-api';
import { readApiError } from './read-api-error';

/** Spec §8 logout toasts, word for word. */
export const signOutToasts = {
  success: {
    title: 'Session Ended',
    description: 'You have been securely logged out of the Medical Assistant.',
  },
  failure: {
    title: 'Logout Failed',
    fallback: 'Logout failed',
    networkFallback: 'An error occurred during logout',
  },
} as const;

/**
 * Sign out, for every app: the user is cleared, 'Session Ended' shows, then `onSignedOut` (the caller
 * navigates, e.g. to the landing page; ui-kit itself knows no routes).
 */
export function useSignOut(onSignedOut: () => void) {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch<MananDispatch>();
  const toast = useToast();

  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
      dispatch(
        authApi.util.updateQueryData('authStatus', undefined, (status) => {
          status.authenticated = false;
          delete status.user;
        }),
      );
      toast(signOutToasts.success);
      onSignedOut();
    } catch (error) {
      const { title, fallback, networkFallback } = signOutToasts.failure;
      const { status, message } = readApiError(error);
      toast({
        title,
        description: status === undefined ? networkFallback : (message ?? fallback),
        variant: 'destructive',
      });
    }
  }, [dispatch, logout, onSignedOut, toast]);

  return { signOut, isSigningOut: isLoading };
}
