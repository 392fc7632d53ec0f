import { findRemoteForPath, findRemoteRoute } from '../remote-routes';

describe('findRemoteForPath', () => {
  it.each([
    ['/app', 'triage'],
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

  it.each(['/nowhere', '/dashboard/extra', '/subscription/other'])('%s belongs to no remote', (path) => {
    expect(findRemoteForPath(path)).toBeUndefined();
  });
});

describe('route access (spec §2 route table)', () => {
  it.each(['/app', '/dashboard', '/assessments', '/settings', '/resources'])('%s is protected', (path) => {
    expect(findRemoteRoute(path)?.access).toBe('protected');
  });

  it.each(['/subscription', '/subscription/success', '/subscription/cancel'])('%s is public', (path) => {
    expect(findRemoteRoute(path)?.access).toBe('public');
  });
});
