import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEmbedded, type EmbeddedMaNaN } from '../src';

describe('the embedded default (npm start)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-embedded-'));
  const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' };
  let manan: EmbeddedMaNaN | undefined;

  afterEach(async () => {
    await manan?.stop();
    manan = undefined;
  });

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('when started, then svc-auth answers through the gateway and everything is ready', async () => {
    manan = await runEmbedded(env);
    const status = await fetch(`${manan.url}/api/auth/status`);
    expect(await status.json()).toEqual({ authenticated: false, providers: { google: false } });
    const readiness = await fetch(`${manan.url}/readyz`);
    expect(readiness.status).toBe(200);
    for (const service of Object.values(manan.services)) {
      expect(await (await fetch(`${service}/readyz`)).json()).toMatchObject({
        status: 'ok',
        checks: { database: { ok: true }, events: { ok: true } },
      });
    }
  });

  it('when started, then each service keeps its own database file under DATA_DIR, kept across restarts', async () => {
    manan = await runEmbedded(env);
    await manan.stop();
    manan = await runEmbedded(env);
    expect(
      fs
        .readdirSync(dataDir)
        .filter((file) => file.endsWith('.sqlite'))
        .sort(),
    ).toEqual(['auth.sqlite', 'billing.sqlite', 'triage.sqlite']);
  });

  it('when stopped, then the gateway no longer accepts connections', async () => {
    const running = await runEmbedded(env);
    await running.stop();
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
  });
});
