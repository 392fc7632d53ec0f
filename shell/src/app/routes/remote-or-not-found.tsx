import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../../components/remote-area/remote-area';
import { findRemoteForPath } from '../../config/remote-routes';
import { NotFoundPage } from './not-found';

export function RemoteOrNotFound() {
  const { pathname } = useLocation();
  const remote = findRemoteForPath(pathname);
  // Keyed by remote: moving between two pages of one remote keeps it mounted.
  return remote ? <RemoteArea key={remote} remote={remote} /> : <NotFoundPage />;
}
