import { useEffect } from 'react';
import { useAuthStatusQuery, type MananApiError } from '@manan/ui-kit';
import type { PublicUser } from '@manan/contracts';

export interface AuthState {
  /** The signed-in user, or null (also when the status could not be fetched, spec §4). */
  user: PublicUser | null;
  /** True until the status is known, and while it is fetched again with nobody signed in. */
  isLoading: boolean;
  /** Whether the server offers Google sign-in; false until it says so. */
  googleAvailable: boolean;
}

/** Authentication state (spec §4), from the one cached GET /api/auth/status. */
export function useAuth(): AuthState {
  const { data, error, isLoading, isFetching } = useAuthStatusQuery();
  useEffect(() => {
    if (error) console.error('Could not fetch the authentication status:', (error as MananApiError).message);
  }, [error]);
  const user = data?.authenticated && data.user ? data.user : null;
  return {
    user,
    // After sign-in the status is refetched; until it answers, a protected page must not redirect.
    isLoading: isLoading || (isFetching && !user),
    googleAvailable: data?.providers.google ?? false,
  };
}
