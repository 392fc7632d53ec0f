import { matchRoutes } from 'react-router-dom';
import type { RemoteName } from '@manan/contracts';

export type RouteAccess = 'public' | 'protected';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  access: RouteAccess;
}

/** Which remote owns each path, and who may see it (spec §2); any other path is not found. */
export const remoteRoutes: ReadonlyArray<RemoteRoute> = [
  { path: '/app', remote: 'triage', access: 'protected' },
  { path: '/dashboard', remote: 'account', access: 'protected' },
  { path: '/assessments', remote: 'account', access: 'protected' },
  { path: '/settings', remote: 'account', access: 'protected' },
  { path: '/resources', remote: 'account', access: 'protected' },
  // Training mode: the trainee's page and the educator's case sets, all in the triage remote.
  { path: '/practice', remote: 'triage', access: 'protected' },
  { path: '/practice/sets', remote: 'triage', access: 'protected' },
  { path: '/practice/sets/:id', remote: 'triage', access: 'protected' },
  { path: '/subscription', remote: 'billing', access: 'public' },
  { path: '/subscription/success', remote: 'billing', access: 'public' },
  { path: '/subscription/cancel', remote: 'billing', access: 'public' },
];

export function findRemoteRoute(pathname: string): RemoteRoute | undefined {
  return matchRoutes([...remoteRoutes], pathname)?.[0]?.route;
}

export function findRemoteForPath(pathname: string): RemoteName | undefined {
  return findRemoteRoute(pathname)?.remote;
}
