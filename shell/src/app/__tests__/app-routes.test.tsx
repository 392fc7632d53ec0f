import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFederationLoader } from '../../lib/federation/federation-loader';
import { authStatus, fakeRemote, renderShell, testUser } from '../../testing/render-shell';

const signedIn = { status: authStatus({ user: testUser }) };

const loadFailure = 'This part of MANAN could not be loaded.';

describe('shell routes', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports errors caught by the error boundary on the console.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the landing page at /', () => {
    renderShell('/', jest.fn());
    expect(screen.getByRole('heading', { level: 1, name: 'MANAN' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path without loading a remote', () => {
    const load = jest.fn();
    renderShell('/no-such-page', load);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(load).not.toHaveBeenCalled();
  });

  it('renders the remote that owns the path', async () => {
    const load = jest.fn(async () => fakeRemote('Subscription Plans'));
    renderShell('/subscription/success', load);
    expect(await screen.findByRole('heading', { name: 'Subscription Plans' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('billing');
  });

  it('when a remote fails to load, then its area shows an error with Retry that loads it again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('remoteEntry.js 502'))
      .mockResolvedValue(fakeRemote('Dashboard'));
    renderShell('/dashboard', load, signedIn);

    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailure);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a remote fails to load, then the navigation still works', async () => {
    renderShell('/app', jest.fn().mockRejectedValue(new Error('offline')), signedIn);
    await screen.findByRole('alert');

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('heading', { level: 1, name: 'MANAN' })).toBeInTheDocument();
  });

  it('when the manifest is invalid, then the remote area shows the error panel', async () => {
    const runtime = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    const load = createFederationLoader(runtime, async () => {
      throw new Error('not a valid manifest');
    });
    renderShell('/resources', load, signedIn);

    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailure);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
