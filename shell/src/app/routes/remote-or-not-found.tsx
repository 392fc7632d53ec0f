import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../../components/remote-area/remote-area';
import { findRemoteRoute } from '../../config/remote-routes';
import { RequireAuth } from '../../features/auth/require-auth';
import { NotFoundPage } from './not-found';

export function RemoteOrNotFound() {
  const { pathname } = useLocation();
  const route = findRemoteRoute(pathname);
  if (!route) return <NotFoundPage />;
  // Keyed by remote: moving between two pages of one remote keeps it mounted.
  const area = <RemoteArea key={route.remote} remote={route.remote} />;
  return route.access === 'protected' ? <RequireAuth>{area}</RequireAuth> : area;
}
