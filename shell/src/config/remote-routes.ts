import { matchRoutes } from 'react-router-dom';
import type { RemoteName } from '@manan/contracts';

/** Which remote owns each path (spec section 2); any other path is the shell's not-found page. */
export const remoteRoutes: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: '/app', remote: 'triage' },
  { path: '/dashboard', remote: 'account' },
  { path: '/assessments', remote: 'account' },
  { path: '/settings', remote: 'account' },
  { path: '/resources', remote: 'account' },
  { path: '/subscription', remote: 'billing' },
  { path: '/subscription/success', remote: 'billing' },
  { path: '/subscription/cancel', remote: 'billing' },
];

export function findRemoteForPath(pathname: string): RemoteName | undefined {
  return matchRoutes([...remoteRoutes], pathname)?.[0]?.route.remote;
}
