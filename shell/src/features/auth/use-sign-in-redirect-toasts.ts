import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { defaultToastDuration, useSignedInUser, useToast } from '@manan/ui-kit';
import { authToasts } from './auth-messages';

/**
 * What Google sign-in comes back with: `/?authError=<message>` is shown as the login failure, and
 * `/app?auth=success` greets the user by name for 5000 ms (spec §9). Either way the query goes.
 */
export function useSignInRedirectToasts(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { user, isLoading } = useSignedInUser();
  const params = new URLSearchParams(search);
  const authError = params.get('authError');
  const authSucceeded = pathname === '/app' && params.get('auth') === 'success';

  useEffect(() => {
    if (authError === null) return;
    toast({
      title: authToasts.loginFailure.title,
      description: authError.trim() || authToasts.googleFailureFallback,
      variant: 'destructive',
    });
    navigate({ pathname, search: '' }, { replace: true });
  }, [authError, navigate, pathname, toast]);

  const displayName = user ? user.displayName || user.username : null;
  useEffect(() => {
    if (!authSucceeded || isLoading || !displayName) return;
    toast({
      title: authToasts.loginSuccess.title,
      description: `Welcome to the Medical Assistant, ${displayName}.`,
      duration: defaultToastDuration,
    });
    navigate('/app', { replace: true });
  }, [authSucceeded, displayName, isLoading, navigate, toast]);
}
