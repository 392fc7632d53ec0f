import path from 'node:path';
import { shareOptions } from '../share-options';
import { sharedModules } from '../shared-modules';

// The list the webpack configuration shares (what remotes consume), read the way the build reads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const singletons = require(
  path.resolve(__dirname, '../../../../../packages/ui-kit/webpack/shared-singletons.js'),
) as {
  sharedRequests: Record<string, string>;
  sharedVersions: (
    dependencies: Record<string, string>,
  ) => Record<string, { version: string; requiredVersion: string }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shellPackage = require('../../../../package.json') as { dependencies: Record<string, string> };

describe('the singletons the shell provides to remotes', () => {
  it('are exactly the modules the remotes are built to consume', () => {
    expect(Object.keys(sharedModules).sort()).toEqual(Object.keys(singletons.sharedRequests).sort());
  });

  it('are announced loaded, as singletons, with the versions the build recorded', () => {
    const announced = JSON.stringify(singletons.sharedVersions(shellPackage.dependencies));
    const shared = shareOptions(sharedModules, announced);
    const react = shared.react as { version: string; lib: () => unknown; shareConfig: object };
    expect(react.version).toBe(JSON.parse(announced).react.version);
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: '^19.1.0' });
    expect(react.lib()).toBe(sharedModules.react);
  });

  it('when a module has no recorded version, or a version no module, then it refuses', () => {
    expect(() => shareOptions({ react: {} }, JSON.stringify({}))).toThrow(/disagree on: react/);
    expect(() =>
      shareOptions({}, JSON.stringify({ 'react-dom': { version: '19.0.0', requiredVersion: '^19.0.0' } })),
    ).toThrow(/disagree on: react-dom/);
  });
});
