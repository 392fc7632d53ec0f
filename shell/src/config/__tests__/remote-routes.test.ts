import { findRemoteForPath, findRemoteRoute } from '../remote-routes';

describe('findRemoteForPath', () => {
  it.each([
    ['/app', 'triage'],
    ['/practice', 'triage'],
    ['/practice/sets', 'triage'],
    ['/practice/sets/set-1', 'triage'],
    ['/dashboard', 'account'],
    ['/assessments', 'account'],
    ['/settings', 'account'],
    ['/resources', 'account'],
    ['/subscription', 'billing'],
    ['/subscription/success', 'billing'],
    ['/subscription/cancel', 'billing'],
  ])('%s belongs to the %s remote', (path, remote) => {
    expect(findRemoteForPath(path)).toBe(remote);
  });

  it.each(['/nowhere', '/dashboard/extra', '/subscription/other', '/practice/other', '/practice/sets/1/x'])(
    '%s belongs to no remote',
    (path) => {
      expect(findRemoteForPath(path)).toBeUndefined();
    },
  );
});

describe('route access (spec §2 route table)', () => {
  it.each([
    '/app',
    '/dashboard',
    '/assessments',
    '/settings',
    '/resources',
    '/practice',
    '/practice/sets',
    '/practice/sets/set-1',
  ])('%s is protected', (path) => {
    expect(findRemoteRoute(path)?.access).toBe('protected');
  });

  it.each(['/subscription', '/subscription/success', '/subscription/cancel'])('%s is public', (path) => {
    expect(findRemoteRoute(path)?.access).toBe('public');
  });
});
