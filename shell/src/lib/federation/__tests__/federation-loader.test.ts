import type { MfeManifest } from '@manan/contracts';
import { createFederationLoader, type FederationRuntime } from '../federation-loader';

const manifest: MfeManifest = {
  remotes: {
    triage: { name: 'mfe_triage', entry: '/mfe/triage/remoteEntry.js' },
    account: { name: 'mfe_account', entry: '/mfe/account/remoteEntry.js' },
    billing: { name: 'mfe_billing', entry: '/mfe/billing/remoteEntry.js' },
  },
};

function AccountApp() {
  return null;
}

function fakeRuntime(exposed: unknown) {
  return {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn<ReturnType<FederationRuntime['loadRemote']>, [string]>(async () => exposed),
  };
}

describe('createFederationLoader', () => {
  it('registers every remote of the manifest once and loads <container>/App', async () => {
    const runtime = fakeRuntime({ default: AccountApp });
    const load = createFederationLoader(runtime, async () => manifest);

    await expect(load('account')).resolves.toBe(AccountApp);
    await load('account');

    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_triage', entry: '/mfe/triage/remoteEntry.js' },
      { name: 'mfe_account', entry: '/mfe/account/remoteEntry.js' },
      { name: 'mfe_billing', entry: '/mfe/billing/remoteEntry.js' },
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_account/App');
  });

  it('when the manifest fails, then it rejects and reads the manifest again on the next call', async () => {
    const runtime = fakeRuntime({ default: AccountApp });
    const loadManifest = jest
      .fn<Promise<MfeManifest>, []>()
      .mockRejectedValueOnce(new Error('manifest down'))
      .mockResolvedValue(manifest);
    const load = createFederationLoader(runtime, loadManifest);

    await expect(load('billing')).rejects.toThrow('manifest down');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    await expect(load('billing')).resolves.toBe(AccountApp);
    expect(loadManifest).toHaveBeenCalledTimes(2);
  });

  it('when the remote exposes nothing, then it rejects', async () => {
    const load = createFederationLoader(fakeRuntime(null), async () => manifest);
    await expect(load('triage')).rejects.toThrow('mfe_triage exposes no component');
  });
});
