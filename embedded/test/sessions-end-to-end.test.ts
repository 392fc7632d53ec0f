import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEmbedded, type EmbeddedMaNaN } from '../src';

const soreThroat = {
  patientAge: '30',
  gender: 'female',
  chiefComplaint: 'Sore throat',
  symptoms: 'Sore throat for two days, swallowing comfortably',
  vitals: 'BP 118/72, HR 72, RR 14, SpO2 99%, Temp 37.1',
};

describe('a session across the whole embedded app', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-sessions-'));
  let manan: EmbeddedMaNaN;

  beforeAll(async () => (manan = await runEmbedded({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' })));
  afterAll(async () => {
    await manan.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (url: string, cookie: string, init: RequestInit = {}) =>
    fetch(url, {
      ...init,
      headers: { 'content-type': 'application/json', origin: manan.url, cookie, ...(init.headers ?? {}) },
    });

  it('when a user registers, analyzes and logs out, then the old cookie is refused everywhere within a second', async () => {
    const registered = await call(`${manan.url}/api/register`, '', {
      method: 'POST',
      body: JSON.stringify({ username: 'dr.grey', password: 'correct horse', email: 'grey@example.org' }),
    });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^manan_session=/);

    const analyzed = await call(`${manan.url}/api/analyze`, cookie, {
      method: 'POST',
      body: JSON.stringify(soreThroat),
    });
    expect(analyzed.status).toBe(200);
    const usage = await call(`${manan.url}/api/user/subscription`, cookie);
    expect(await usage.json()).toEqual({ used: 1, limit: 20, isPremium: false });

    expect((await call(`${manan.url}/api/logout`, cookie, { method: 'POST' })).status).toBe(200);
    const loggedOutAt = Date.now();
    const refusals = await Promise.all([
      call(`${manan.url}/api/cases`, cookie),
      call(`${manan.url}/api/user/subscription`, cookie),
      call(`${manan.url}/api/user/settings`, cookie),
      call(`${manan.services.triage}/api/cases`, cookie),
      call(`${manan.services.billing}/api/user/subscription`, cookie),
      call(`${manan.services.auth}/api/user/settings`, cookie),
    ]);
    expect(refusals.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(Date.now() - loggedOutAt).toBeLessThan(1_000);
    expect(await (await call(`${manan.url}/api/auth/status`, cookie)).json()).toMatchObject({
      authenticated: false,
    });
  });

  it('when the app restarts, then accounts and cases are still there', async () => {
    await manan.stop();
    manan = await runEmbedded({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
    const login = await call(`${manan.url}/api/login`, '', {
      method: 'POST',
      body: JSON.stringify({ username: 'DR.GREY', password: 'correct horse' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const cases = (await (await call(`${manan.url}/api/cases`, cookie)).json()) as {
      chiefComplaint: string;
    }[];
    expect(cases.map((stored) => stored.chiefComplaint)).toEqual(['Sore throat']);
  });
});
