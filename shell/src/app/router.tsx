import { Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
import { ShellLayout } from './layout/shell-layout';
import { RemoteOrNotFound } from './routes/remote-or-not-found';

/**
 * The shell's own pages, and every other path handed to the remote that owns it. Remotes sit under
 * a splat route at the root, so their nested <Routes> match the same paths as when standalone.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="*" element={<RemoteOrNotFound />} />
      </Route>
    </Routes>
  );
}
