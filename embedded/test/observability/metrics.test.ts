import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEmbedded, type EmbeddedMaNaN } from '../../src';
import { analyze, registerClinician } from './journey';
import { scrape, total, type Sample } from './prometheus-text';

type Part = keyof EmbeddedMaNaN['metrics'];

describe('metrics of the embedded app', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-metrics-'));
  let manan: EmbeddedMaNaN;

  beforeAll(async () => (manan = await runEmbedded({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' })));
  afterAll(async () => {
    await manan.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const scrapeAll = async (): Promise<Record<Part, Sample[]>> => ({
    gateway: await scrape(manan.metrics.gateway),
    auth: await scrape(manan.metrics.auth),
    triage: await scrape(manan.metrics.triage),
    billing: await scrape(manan.metrics.billing),
  });

  it('when asked on the public port, then /metrics and /api/metrics are 404', async () => {
    for (const publicPath of ['/metrics', '/api/metrics', '/metrics/']) {
      const response = await fetch(`${manan.url}${publicPath}`);
      expect({ publicPath, status: response.status }).toEqual({ publicPath, status: 404 });
    }
    expect(new URL(manan.metrics.gateway).port).not.toBe(new URL(manan.url).port);
  });

  it('when each part is scraped, then it shows its own metrics with its service label, and Node’s process metrics', async () => {
    const parts = await scrapeAll();
    for (const [part, samples] of Object.entries(parts)) {
      const service = part === 'gateway' ? 'svc-gateway' : `svc-${part}`;
      const own = samples.filter((sample) => sample.name.startsWith('manan_'));
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((sample) => sample.labels.service === service)).toBe(true);
      expect(samples.some((sample) => sample.name === 'process_resident_memory_bytes')).toBe(true);
    }
    for (const part of ['auth', 'triage', 'billing'] as const) {
      expect(parts[part].map((sample) => sample.name)).toEqual(
        expect.arrayContaining(['manan_outbox_pending_messages', 'manan_outbox_oldest_pending_age_seconds']),
      );
    }
  });

  it('when one analysis is made, then its counters and histogram counts move by exactly one', async () => {
    const clinician = await registerClinician(manan, 'metrics.one');
    const before = await scrapeAll();
    expect((await analyze(clinician)).status).toBe(200);
    // billing's count follows through the outbox and the bus: wait (on a busy machine, for a while) until it has.
    const consumed = { type: 'triage.analysis.recorded', queue: 'svc-billing', outcome: 'ok' };
    const consumedBefore = total(before.billing, 'manan_events_consumed_total', consumed);
    for (let waited = 0; waited < 15_000; waited += 50) {
      if (
        total(await scrape(manan.metrics.billing), 'manan_events_consumed_total', consumed) > consumedBefore
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const after = await scrapeAll();
    const moved = (part: Part, name: string, labels: Record<string, string> = {}) =>
      total(after[part], name, labels) - total(before[part], name, labels);
    const analyzeRoute = { method: 'POST', route: '/api/analyze', status_class: '2xx' };
    const recorded = { type: 'triage.analysis.recorded' };

    expect({
      gatewayRequests: moved('gateway', 'manan_http_requests_total', analyzeRoute),
      gatewayDurations: moved('gateway', 'manan_http_request_duration_seconds_count', analyzeRoute),
      triageRequests: moved('triage', 'manan_http_requests_total', analyzeRoute),
      triageDurations: moved('triage', 'manan_http_request_duration_seconds_count', analyzeRoute),
      analyses: moved('triage', 'manan_analyses_total', { provider: 'guideline', operation: 'analyze' }),
      published: moved('triage', 'manan_events_published_total', recorded),
      relayLags: moved('triage', 'manan_outbox_relay_lag_seconds_count', recorded),
      consumed: moved('billing', 'manan_events_consumed_total', {
        ...recorded,
        queue: 'svc-billing',
        outcome: 'ok',
      }),
      deadLettered: moved('billing', 'manan_events_dead_lettered_total'),
      quotaRejections: moved('triage', 'manan_quota_rejections_total'),
    }).toEqual({
      gatewayRequests: 1,
      gatewayDurations: 1,
      triageRequests: 1,
      triageDurations: 1,
      analyses: 1,
      published: 1,
      relayLags: 1,
      consumed: 1,
      deadLettered: 0,
      quotaRejections: 0,
    });
    expect(total(after.triage, 'manan_outbox_pending_messages')).toBe(0);
  });

  it('when a sign-in fails, then svc-auth counts one login failure', async () => {
    await registerClinician(manan, 'metrics.login');
    const before = total(await scrape(manan.metrics.auth), 'manan_login_failures_total');
    const failed = await fetch(`${manan.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: manan.url },
      body: JSON.stringify({ username: 'metrics.login', password: 'not the password' }),
    });
    expect(failed.status).toBe(401);
    expect(total(await scrape(manan.metrics.auth), 'manan_login_failures_total') - before).toBe(1);
  });
});
