import { findRemoteForPath } from '../remote-routes';

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
