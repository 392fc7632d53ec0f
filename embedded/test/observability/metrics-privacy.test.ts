import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEmbedded, type EmbeddedMaNaN } from '../../src';
import { analyze, registerClinician } from './journey';

/** Words no metric could hold unless it carried what a user typed. */
const patientWords = ['Quillonbrae', 'Zephyrantha', 'Wexcombe'];
const distinctiveCase = {
  patientAge: '47',
  gender: 'male',
  chiefComplaint: `Chest pain after ${patientWords[0]} festival`,
  symptoms: `Crushing chest pain radiating to the left arm since lunch at ${patientWords[1]}`,
  vitals: 'BP 150/90, HR 110, RR 22, SpO2 95%, Temp 37.2',
  medicalHistory: `Lives on ${patientWords[2]} farm`,
};

describe('metric labels of the embedded app', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-metrics-privacy-'));
  let manan: EmbeddedMaNaN;

  beforeAll(async () => (manan = await runEmbedded({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' })));
  afterAll(async () => {
    await manan.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a journey with distinctive patient text and ids has run, then no /metrics output holds any of them', async () => {
    const username = `privacy.${randomUUID().slice(0, 8)}`;
    const clinician = await registerClinician(manan, username);
    const status = (await (await clinician.call('/api/auth/status')).json()) as { user: { id: string } };
    const analyzed = await analyze(clinician, distinctiveCase);
    expect(analyzed.status).toBe(200);
    const { caseId } = (await analyzed.json()) as { caseId: string };
    expect((await clinician.call(`/api/cases/${caseId}`)).status).toBe(200);
    const unknownCaseId = randomUUID();
    expect((await clinician.call(`/api/cases/${unknownCaseId}`)).status).toBe(404);
    const refined = await clinician.call('/api/refine-analysis', {
      method: 'POST',
      body: JSON.stringify({
        caseId,
        answers: [{ question: 'Onset?', answer: `At ${patientWords[1]} at noon` }],
      }),
    });
    expect(refined.status).toBeLessThan(500);
    await fetch(`${manan.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: manan.url },
      body: JSON.stringify({ username, password: `wrong ${patientWords[2]}` }),
    });
    await fetch(`${manan.url}/mfe/triage/${caseId}.js`);
    await fetch(`${manan.url}/api/${username}/${caseId}`);

    const forbidden = [
      status.user.id,
      username,
      `${username}@example.org`,
      caseId,
      unknownCaseId,
      ...patientWords,
    ];
    for (const [part, url] of Object.entries(manan.metrics)) {
      const text = await (await fetch(url)).text();
      expect(text).toContain('manan_http_requests_total');
      for (const value of forbidden) {
        expect({ part, found: text.toLowerCase().includes(value.toLowerCase()) ? value : null }).toEqual({
          part,
          found: null,
        });
      }
      // Every route label is a template or a fixed name: no path segment that looks like an id.
      const routes = [...text.matchAll(/route="([^"]*)"/g)].map(([, route]) => route!);
      expect(routes.filter((route) => /[0-9a-f]{8}-[0-9a-f]{4}/i.test(route))).toEqual([]);
    }
  });
});
