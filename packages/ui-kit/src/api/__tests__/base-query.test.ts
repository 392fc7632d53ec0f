import { baseApi } from '../base-api';
import { authApi } from '../auth-api';
import { createMananStore } from '../../store/create-store';
import { installFakeFetch, type FakeFetch } from '../../testing/fake-fetch';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => 'api/probe' }),
  }),
});

describe('the shared RTK Query API', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
  });

  async function probe() {
    const store = createMananStore();
    return store.dispatch(probeApi.endpoints.probe.initiate());
  }

  it('when the server answers 500 or above, then the error is "{status}: {statusText}"', async () => {
    fakeFetch.respond('GET /api/probe', {
      status: 503,
      statusText: 'Service Unavailable',
      body: 'upstream down',
    });
    const result = await probe();
    expect(result.error).toEqual({ status: 503, message: '503: Service Unavailable', body: 'upstream down' });
  });

  it('when the server answers below 500, then the error is "{status}: {body text}"', async () => {
    fakeFetch.respond('GET /api/probe', {
      status: 401,
      statusText: 'Unauthorized',
      body: 'Invalid username or password',
    });
    const result = await probe();
    expect(result.error).toEqual({
      status: 401,
      message: '401: Invalid username or password',
      body: 'Invalid username or password',
    });
  });

  it('when a JSON error body comes back, then its text is the message', async () => {
    fakeFetch.respond('GET /api/probe', { status: 404, body: { error: 'No such case' } });
    const result = await probe();
    expect(result.error).toMatchObject({ message: '404: {"error":"No such case"}' });
  });

  it('when the network fails, then the error says so without a status and is not retried', async () => {
    fakeFetch.respond('GET /api/probe', { networkError: true });
    const result = await probe();
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', body: '' });
    expect(fakeFetch.requests).toHaveLength(1);
  });

  it('sends credentials with every call and parses a successful body as JSON', async () => {
    fakeFetch.respond('GET /api/probe', { body: { ok: true } });
    const result = await probe();
    expect(result.data).toEqual({ ok: true });
    expect(fakeFetch.requests[0]?.credentials).toBe('include');
  });

  it('keeps data without refetching: a second subscriber reads the cache', async () => {
    fakeFetch.respond('GET /api/probe', { body: { ok: true } });
    const store = createMananStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(fakeFetch.requests).toHaveLength(1);
  });

  it('when login succeeds, then the authentication status is fetched again', async () => {
    fakeFetch.respond('GET /api/auth/status', {
      body: { authenticated: false, providers: { google: false } },
    });
    fakeFetch.respond('POST /api/login', {
      body: { id: '1', username: 'ada', email: 'a@b.co', displayName: 'Ada', photoURL: null },
    });
    const store = createMananStore();
    const status = store.dispatch(authApi.endpoints.authStatus.initiate());
    await status;
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'ada', password: 'secret1' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fakeFetch.requests.filter((request) => request.url.endsWith('/api/auth/status'))).toHaveLength(2);
    expect(fakeFetch.bodiesOf('POST /api/login')).toEqual([{ username: 'ada', password: 'secret1' }]);
    status.unsubscribe();
  });
});
