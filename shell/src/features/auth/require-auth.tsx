import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@manan/ui-kit';
import { useAuth } from '../../lib/auth/use-auth';

/** A protected route (spec §2): a spinner while authentication loads, then the page or /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner label="Checking your sign-in…" />;
  if (!user) return <Navigate to="/" replace />;
  return children;
}
