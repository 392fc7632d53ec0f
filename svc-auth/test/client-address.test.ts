import { authConfigSchema } from '../src';
import { postJson, register, startAuth, type RunningAuth } from './support/auth-test-service';

describe('the client address svc-auth counts sign-in failures against', () => {
  let auth: RunningAuth | undefined;

  afterEach(async () => {
    await auth?.stop();
    auth?.remove();
    auth = undefined;
  });

  it('when X-Forwarded-For comes from a peer that is not the gateway, then it is ignored and the socket address is counted', async () => {
    auth = await startAuth({ env: { GATEWAY_ADDRESSES: '192.0.2.1' } });
    const { account } = await register(auth.url);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await postJson(
        `${auth.url}/api/login`,
        { username: `someone-${attempt}`, password: 'wrong' },
        { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      );
      expect(response.status).toBe(401);
    }
    const locked = await postJson(
      `${auth.url}/api/login`,
      { username: account.username, password: account.password },
      { 'x-forwarded-for': '203.0.113.250' },
    );
    expect(locked.status).toBe(429);
  });

  it('when GATEWAY_ADDRESSES is not a list of addresses or CIDR ranges, then svc-auth refuses the configuration', () => {
    expect(authConfigSchema.parse({}).GATEWAY_ADDRESSES).toEqual(['loopback']);
    expect(authConfigSchema.parse({ GATEWAY_ADDRESSES: '172.30.0.10, fd00::/8' }).GATEWAY_ADDRESSES).toEqual([
      '172.30.0.10',
      'fd00::/8',
    ]);
    expect(authConfigSchema.safeParse({ GATEWAY_ADDRESSES: 'svc-gateway' }).success).toBe(false);
  });
});
