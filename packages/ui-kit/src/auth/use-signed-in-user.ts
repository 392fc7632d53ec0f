import { useEffect } from 'react';
import type { PublicUser } from '@manan/contracts';
import { useAuthStatusQuery } from '../api/auth-api';
import type { MananApiError } from '../api/base-query';

export interface SignedInUser {
  /** The signed-in user, or null (also when the status could not be fetched, spec §4). */
  user: PublicUser | null;
  /** True until the status is known, and while it is fetched again with nobody signed in. */
  isLoading: boolean;
}

/**
 * Who is signed in (spec §4), for every app, from the one cached GET /api/auth/status (the shell and
 * the remotes share the store, so this makes no extra request).
 */
export function useSignedInUser(): SignedInUser {
  const { data, error, isLoading, isFetching } = useAuthStatusQuery();
  useEffect(() => {
    // Spec §4: a failed status counts as signed out, and the failure is logged.
    if (error) console.error('Could not fetch the authentication status:', (error as MananApiError).message);
  }, [error]);
  const user = data?.authenticated && data.user ? data.user : null;
  return {
    user,
    // Right after signing in the status is fetched again; until it answers, a page must neither
    // redirect a protected route nor say "signed out".
    isLoading: isLoading || (isFetching && !user),
  };
}

/** What to call the user: the display name, else the username. */
export function displayNameOf(user: PublicUser): string {
  return user.displayName.trim() || user.username;
}
