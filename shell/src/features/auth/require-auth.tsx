import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner, useSignedInUser } from '@manan/ui-kit';

/** A protected route (spec §2): a spinner while authentication loads, then the page or /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSignedInUser();
  if (isLoading) return <Spinner label="Checking your sign-in…" />;
  if (!user) return <Navigate to="/" replace />;
  return children;
}
