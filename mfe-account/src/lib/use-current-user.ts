import type { PublicUser } from '@manan/contracts';
import { useAuthStatusQuery } from '@manan/ui-kit';

/** The signed-in user from the shared, cached auth status; null when signed out or unknown. */
export function useCurrentUser(): { user: PublicUser | null; isLoading: boolean } {
  const { data, isLoading } = useAuthStatusQuery();
  const user = data?.authenticated && data.user ? data.user : null;
  return { user, isLoading };
}

/** What to call the user: the display name, else the username. */
export function nameOf(user: PublicUser): string {
  return user.displayName.trim() || user.username;
}
