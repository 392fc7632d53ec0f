import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { authApi, isMananApiError, useLogoutMutation, useToast, type MananDispatch } from '@manan/ui-kit';

/** Spec §8 logout toasts, word for word. */
export const logoutToasts = {
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

/** Log out: the user is cleared, 'Session Ended' shows and the browser goes to the landing page. */
export function useLogOut() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch<MananDispatch>();
  const navigate = useNavigate();
  const toast = useToast();

  const logOut = useCallback(async () => {
    try {
      await logout().unwrap();
      dispatch(
        authApi.util.updateQueryData('authStatus', undefined, (status) => {
          status.authenticated = false;
          delete status.user;
        }),
      );
      toast(logoutToasts.success);
      navigate('/');
    } catch (error) {
      const { title, fallback, networkFallback } = logoutToasts.failure;
      const description =
        isMananApiError(error) && typeof error.status === 'number'
          ? error.body.trim() || fallback
          : networkFallback;
      toast({ title, description, variant: 'destructive' });
    }
  }, [dispatch, logout, navigate, toast]);

  return { logOut, isLoggingOut: isLoading };
}
