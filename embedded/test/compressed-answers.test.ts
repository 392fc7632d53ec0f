import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { analyzeResponseSchema } from '@manan/contracts';
import { runEmbedded, type EmbeddedMaNaN } from '../src';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is read as it came over the wire (fetch would decode it). */
function raw(url: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: body ? 'POST' : 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Issue 15: an analysis (several KiB of JSON) reaches the browser compressed, and decodes to what svc-triage sent. */
describe('compressed API answers through the gateway', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-compressed-'));
  let manan: EmbeddedMaNaN;

  beforeAll(async () => (manan = await runEmbedded({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' })));
  afterAll(async () => {
    await manan.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when POST /api/analyze accepts br, then the answer is brotli and decodes to the analysis svc-triage stored', async () => {
    const registered = await fetch(`${manan.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: manan.url },
      body: JSON.stringify({ username: 'dr.brotli', password: 'correct horse', email: 'brotli@example.org' }),
    });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
    const caseForm = JSON.stringify({
      patientAge: '30',
      gender: 'female',
      chiefComplaint: 'Sore throat',
      symptoms: 'Sore throat for two days, swallowing comfortably',
      vitals: 'BP 118/72, HR 72, RR 14, SpO2 99%, Temp 37.1',
    });

    const answer = await raw(
      `${manan.url}/api/analyze`,
      { 'content-type': 'application/json', origin: manan.url, cookie, 'accept-encoding': 'gzip, br' },
      caseForm,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const decoded = zlib.brotliDecompressSync(answer.body).toString('utf8');
    console.log(`analysis answer: ${decoded.length} bytes of JSON, ${answer.body.length} as brotli`);
    expect(answer.body.length).toBeLessThan(decoded.length / 2);
    const analysis = analyzeResponseSchema.parse(JSON.parse(decoded));

    // The same case read back from svc-triage itself, uncompressed: the analysis text is the one it sent.
    const stored = await raw(`${manan.services.triage}/api/cases/${analysis.caseId}`, { cookie });
    expect(stored.status).toBe(200);
    expect(stored.headers['content-encoding']).toBeUndefined();
    expect(stored.body.toString('utf8')).toContain(JSON.stringify(analysis.analysis.response));
  });
});
