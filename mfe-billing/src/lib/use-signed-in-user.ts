import { useAuthStatusQuery } from '@manan/ui-kit';
import type { PublicUser } from '@manan/contracts';

export interface SignedInUser {
  /** The signed-in user, or null (also when the status could not be fetched, spec §4). */
  user: PublicUser | null;
  /** True until the authentication status is known. */
  isLoading: boolean;
}

/** Who is signed in, from the shell's one cached GET /api/auth/status. */
export function useSignedInUser(): SignedInUser {
  const { data, isLoading, isFetching } = useAuthStatusQuery();
  const user = data?.authenticated && data.user ? data.user : null;
  // Right after signing in the status is fetched again; until it answers, do not say "signed out".
  return { user, isLoading: isLoading || (isFetching && !user) };
}
