import { act, screen } from '@testing-library/react';
import {
  authStatus,
  fakeRemote,
  installFakeFetch,
  renderShell,
  testUser,
} from '../../../testing/render-shell';

describe('coming back from Google sign-in', () => {
  afterEach(() => jest.useRealTimers());

  it('/?authError=<message> shows the message as the login failure and leaves the query', async () => {
    renderShell('/?authError=Google%20account%20has%20no%20email', jest.fn(), { server: installFakeFetch() });
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Google account has no email')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('/?authError= with no message shows "An error occurred. Please try again."', async () => {
    renderShell('/?authError=', jest.fn(), { server: installFakeFetch() });
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });

  it('/app?auth=success greets the user by name for 5000 ms and the URL becomes /app', async () => {
    jest.useFakeTimers();
    renderShell(
      '/app?auth=success',
      jest.fn(async () => fakeRemote('Triage tool')),
      {
        server: installFakeFetch(),
        status: authStatus({ user: testUser }),
      },
    );
    // Let the status call answer (the fake server resolves on the next ticks).
    for (let tick = 0; tick < 100 && !screen.queryByText('Authentication Successful'); tick += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
    }
    expect(screen.getByText('Authentication Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the Medical Assistant, Ada Lovelace.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(4900);
    });
    expect(screen.getByText('Authentication Successful')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText('Authentication Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Triage tool' })).toBeInTheDocument();
  });
});
