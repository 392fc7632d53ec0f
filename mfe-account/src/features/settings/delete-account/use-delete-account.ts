import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { authApi, baseApi, readApiError, useToast, type MananDispatch, type MananState } from '@manan/ui-kit';
import { useDeleteAccountMutation } from '../../../api/account-deletion-api';

export const accountDeletionToasts = {
  deleted: {
    title: 'Account Deleted',
    description: 'Your account and everything saved with it have been deleted.',
  },
  failed: { title: 'Account Not Deleted', variant: 'destructive' },
} as const;

const networkFailure = 'Could not reach MANAN. Your account was not deleted; please try again.';
const otherFailure = 'Your account could not be deleted. Please try again.';

/**
 * Deletes the account; on success the app forgets the user (signed out, nothing of theirs left in the
 * cache), says so in a toast and goes to the landing page. A failure is returned for the dialog to show.
 */
export function useDeleteAccount() {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useDispatch<MananDispatch>();
  const store = useStore<MananState>();
  const navigate = useNavigate();
  const toast = useToast();

  const confirm = useCallback(
    async (username: string): Promise<string | null> => {
      try {
        await deleteAccount({ username }).unwrap();
      } catch (error) {
        const { status, message } = readApiError(error);
        const description = status === undefined ? networkFailure : (message ?? otherFailure);
        toast({ ...accountDeletionToasts.failed, description });
        return description;
      }
      // Nothing of the deleted user stays cached; the sign-in providers are still the server's.
      const { providers = { google: false } } =
        authApi.endpoints.authStatus.select()(store.getState()).data ?? {};
      toast(accountDeletionToasts.deleted);
      navigate('/');
      dispatch(baseApi.util.resetApiState());
      dispatch(authApi.util.upsertQueryData('authStatus', undefined, { authenticated: false, providers }));
      return null;
    },
    [deleteAccount, dispatch, navigate, store, toast],
  );

  return { confirm, isDeleting: isLoading };
}
