import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@manan/contracts';
import {
  authApi,
  readApiError,
  useLoginMutation,
  useRegisterMutation,
  useToast,
  type MananDispatch,
} from '@manan/ui-kit';
import { authToasts } from './auth-messages';
import type { SignInValues, SignUpValues } from './validation';

/** The outcome the dialog shows: nothing on success, else the message (already toasted too). */
export type AccountActionResult = { ok: true } | { ok: false; message: string };

/**
 * Sign in and sign up: on success the user is in the cache at once (so /app does not bounce back
 * to /) while the status is fetched again, the §8 toast shows and the browser goes to /app.
 */
export function useSignInActions() {
  const [login] = useLoginMutation();
  const [register] = useRegisterMutation();
  const dispatch = useDispatch<MananDispatch>();
  const navigate = useNavigate();
  const toast = useToast();

  const succeed = useCallback(
    (user: PublicUser, success: { title: string; description: string }) => {
      dispatch(
        authApi.util.updateQueryData('authStatus', undefined, (status) => {
          status.authenticated = true;
          status.user = user;
        }),
      );
      toast(success);
      navigate('/app');
    },
    [dispatch, navigate, toast],
  );

  const signIn = useCallback(
    async ({ username, password }: SignInValues): Promise<AccountActionResult> => {
      try {
        succeed(await login({ username, password }).unwrap(), authToasts.loginSuccess);
        return { ok: true };
      } catch (error) {
        const { title, fallback, networkFallback } = authToasts.loginFailure;
        const message = failureMessage(error, fallback, networkFallback);
        toast({ title, description: message, variant: 'destructive' });
        return { ok: false, message };
      }
    },
    [login, succeed, toast],
  );

  const signUp = useCallback(
    async ({ username, password, email }: SignUpValues): Promise<AccountActionResult> => {
      try {
        succeed(await register({ username, password, email }).unwrap(), authToasts.registrationSuccess);
        return { ok: true };
      } catch (error) {
        const { title, fallback, networkFallback } = authToasts.registrationFailure;
        const message = failureMessage(error, fallback, networkFallback);
        toast({ title, description: message, variant: 'destructive' });
        return { ok: false, message };
      }
    },
    [register, succeed, toast],
  );

  return { signIn, signUp };
}

/** A failed sign-in's or sign-up's text (spec §5): the server's, else the fallback; no answer at all, the network one. */
function failureMessage(error: unknown, fallback: string, networkFallback: string): string {
  const { status, message } = readApiError(error);
  return status === undefined ? networkFallback : (message ?? fallback);
}
