import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { internalPaths } from '@manan/contracts';
import { movableClock, postJson, register, startAuth, type RunningAuth } from './support/auth-test-service';

const hour = 60 * 60 * 1000;

/** POST /internal/sessions/confirm: what svc-triage and svc-billing ask before trusting a session. */
describe('svc-auth confirming sessions to the other services', () => {
  let auth: RunningAuth;
  const time = movableClock();

  beforeAll(async () => {
    auth = await startAuth({ clock: time.clock });
  });
  afterAll(async () => {
    await auth.stop();
    auth.remove();
  });

  const confirm = (sessionId: unknown) =>
    postJson(`${auth.url}${internalPaths.confirmSession}`, { sessionId });
  const sessionIdOf = (cookie: string) =>
    (jwt.decode(cookie.slice('manan_session='.length)) as { jti: string }).jti;

  it('answers active for a live session, and inactive once it is logged out', async () => {
    const { cookie } = await register(auth.url);
    const sessionId = sessionIdOf(cookie);
    const live = await confirm(sessionId);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ active: true });

    expect((await postJson(`${auth.url}/api/logout`, {}, { cookie })).status).toBe(200);
    expect(await (await confirm(sessionId)).json()).toEqual({ active: false });
  });

  it('answers inactive for a session it never started and for one past its idle timeout', async () => {
    expect(await (await confirm(randomUUID())).json()).toEqual({ active: false });
    const { cookie } = await register(auth.url);
    time.advance(25 * hour);
    expect(await (await confirm(sessionIdOf(cookie))).json()).toEqual({ active: false });
  });

  it('refuses a malformed request with 400', async () => {
    expect((await confirm('')).status).toBe(400);
    expect((await confirm('x'.repeat(201))).status).toBe(400);
    expect((await confirm(42)).status).toBe(400);
  });
});
