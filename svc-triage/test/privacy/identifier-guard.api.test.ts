import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { createInProcessEventBus, createLogger, serveHttp, type HttpServerHandle } from '@manan/service-kit';
import { createTriageService, triageConfigSchema, type TriageService } from '../../src';
import { FakeOpenAiServer, modelAnalysis } from '../llm/fake-openai-server';
import { authority, chestPainCase } from '../support/triage-test-service';

/**
 * svc-triage with every log line kept and an AI provider (a local server speaking OpenAI's protocol), to
 * prove that a refused request reaches neither the store, the provider nor the logs.
 */
const logs: string[] = [];
const fake = new FakeOpenAiServer();
let service: TriageService;
let http: HttpServerHandle;
let dataDir: string;

beforeAll(async () => {
  await fake.start();
  fake.fallback = () => ({ kind: 'json', body: modelAnalysis({ level: 'HIGH', esi: 2 }) });
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = createLogger({ service: 'svc-triage', level: 'debug', destination });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-identifier-guard-'));
  const config = triageConfigSchema.parse({
    DATA_DIR: dataDir,
    SESSION_PUBLIC_KEY: authority.publicKeyPem,
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: 'fake-model',
    OPENAI_TIMEOUT_MS: '2000',
  });
  const eventBus = createInProcessEventBus({ logger, retryBaseDelayMs: 1, retryMaxDelayMs: 2 });
  service = await createTriageService(config, logger, { eventBus });
  http = await serveHttp({ app: service.app, port: 0, host: '127.0.0.1', logger, name: 'svc-triage' });
});

beforeEach(() => fake.reset());

afterAll(async () => {
  await http.close(100);
  await service.close();
  await fake.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (apiPath: string, body: unknown, cookie: string) =>
  fetch(`${http.url}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
const casesOf = async (cookie: string) =>
  (await fetch(`${http.url}/api/cases`, { headers: { cookie } })).json();
const newUser = () => authority.token(`u-guard-${randomUUID()}`).cookie;

const noteWithIdentifiers = `Mr Okonkwo, MRN 4827731, ${chestPainCase.symptoms}. Wife on 07700 900123.`;

interface GuardBody {
  error: { code: string; message: string; fields?: Record<string, string> };
  identifiers?: Array<{ field: string; kind: string; text: string; start: number; end: number }>;
}

describe('the identifier guard of POST /api/analyze', () => {
  it('when the symptoms hold a name, a record number and a phone, then 400 with each finding, and nothing is stored or sent to the AI', async () => {
    const cookie = newUser();
    const response = await post('/api/analyze', { ...chestPainCase, symptoms: noteWithIdentifiers }, cookie);
    expect(response.status).toBe(400);
    const body = (await response.json()) as GuardBody;
    expect(body.error.code).toBe('PRIVACY.IDENTIFIERS_FOUND');
    expect(body.error.fields).toEqual({
      symptoms: 'Possible patient identifier: name, record number, phone number',
    });
    expect(body.identifiers).toEqual([
      { field: 'symptoms', kind: 'name', text: 'Mr Okonkwo', start: 0, end: 10 },
      { field: 'symptoms', kind: 'mrn', text: 'MRN 4827731', start: 12, end: 23 },
      expect.objectContaining({ field: 'symptoms', kind: 'phone', text: '07700 900123' }),
    ]);
    expect(body.error.message).not.toMatch(/Okonkwo|4827731/);
    expect(fake.requests).toHaveLength(0);
    expect(await casesOf(cookie)).toEqual([]);
  });

  it('when the identifiers are replaced by their tags, then the case is analysed and the AI sees only the tags', async () => {
    const cookie = newUser();
    const symptoms = `[NAME], [MRN], ${chestPainCase.symptoms}. Wife on [PHONE].`;
    const response = await post('/api/analyze', { ...chestPainCase, symptoms }, cookie);
    expect(response.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.messages[1]!.content).toContain('[NAME], [MRN]');
    expect(await casesOf(cookie)).toHaveLength(1);
  });

  it('when the user dismissed a finding, then exactly that text of that kind in that field goes through', async () => {
    const cookie = newUser();
    const medicalHistory = 'Followed by Dr Foster clinic for angina';
    const dismissal = { field: 'medicalHistory', kind: 'name', text: 'Dr Foster' };
    const accepted = await post(
      '/api/analyze',
      { ...chestPainCase, medicalHistory, dismissedIdentifiers: [dismissal] },
      cookie,
    );
    expect(accepted.status).toBe(200);

    const otherField = await post(
      '/api/analyze',
      {
        ...chestPainCase,
        symptoms: `Dr Foster says ${chestPainCase.symptoms}`,
        dismissedIdentifiers: [dismissal],
      },
      cookie,
    );
    expect(otherField.status).toBe(400);
    expect(((await otherField.json()) as GuardBody).identifiers).toEqual([
      expect.objectContaining({ field: 'symptoms', kind: 'name', text: 'Dr Foster' }),
    ]);

    const otherText = await post(
      '/api/analyze',
      {
        ...chestPainCase,
        medicalHistory: 'Followed by Dr Fosters clinic',
        dismissedIdentifiers: [dismissal],
      },
      cookie,
    );
    expect(otherText.status).toBe(400);
    expect(await casesOf(cookie)).toHaveLength(1);
  });

  it('when the patient is over 89, then the case is analysed and stored with the age as 90+, in the field and the text', async () => {
    const cookie = newUser();
    const veryOld = {
      ...chestPainCase,
      patientAge: '94',
      symptoms: 'A 94-year-old with crushing central chest pain for 40 minutes, sweating',
    };
    const response = await post('/api/analyze', veryOld, cookie);
    expect(response.status).toBe(200);
    const sentToModel = JSON.stringify(fake.requests);
    expect(sentToModel).toContain('90+-year-old');
    expect(sentToModel).not.toMatch(/\b94\b/);
    const [stored] = (await casesOf(cookie)) as Array<Record<string, unknown>>;
    expect(stored).toMatchObject({
      patientAge: '90+',
      symptoms: { details: 'A 90+-year-old with crushing central chest pain for 40 minutes, sweating' },
    });
  });

  it('when the dismissals are malformed or too many, then 400 CASE.INVALID', async () => {
    const cookie = newUser();
    const dismissal = { field: 'symptoms', kind: 'name', text: 'Dr Foster' };
    for (const dismissedIdentifiers of [
      Array.from({ length: 51 }, () => dismissal),
      [{ ...dismissal, kind: 'shoe-size' }],
      [{ ...dismissal, text: 'x'.repeat(301) }],
      'Dr Foster',
    ]) {
      const response = await post('/api/analyze', { ...chestPainCase, dismissedIdentifiers }, cookie);
      expect(response.status).toBe(400);
      expect(((await response.json()) as GuardBody).error.code).toBe('CASE.INVALID');
    }
  });
});

describe('the identifier guard of the follow-up calls', () => {
  it('when a follow-up answer holds a phone number, then the refinement is refused until it is removed or dismissed', async () => {
    const cookie = newUser();
    const analyzed = (await (await post('/api/analyze', chestPainCase, cookie)).json()) as { caseId: string };
    fake.reset();
    const answer = 'Q: Who can give more history?\nA: Her son, on 07700 900123';
    const refused = await post(
      '/api/refine-analysis',
      { caseId: analyzed.caseId, followUpResponses: { history: answer } },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as GuardBody).identifiers).toEqual([
      expect.objectContaining({ field: 'followUpResponses.history', kind: 'phone', text: '07700 900123' }),
    ]);
    expect(fake.requests).toHaveLength(0);

    const dismissed = await post(
      '/api/refine-analysis',
      {
        caseId: analyzed.caseId,
        followUpResponses: { history: answer },
        dismissedIdentifiers: [{ field: 'followUpResponses.history', kind: 'phone', text: '07700 900123' }],
      },
      cookie,
    );
    expect(dismissed.status).toBe(200);
  });

  it('when follow-up questions are asked of an analysis text holding an e-mail, then 400', async () => {
    const response = await post(
      '/api/generate-followup',
      { analysis: 'TRIAGE LEVEL HIGH. Send the letter to jo.bloggs@example.com' },
      newUser(),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as GuardBody).identifiers).toEqual([
      expect.objectContaining({ field: 'analysis', kind: 'email', text: 'jo.bloggs@example.com' }),
    ]);
  });
});

describe('the logs', () => {
  it('never hold an identifier the guard found, nor the dismissed ones', () => {
    const logged = logs.join('\n');
    expect(logged).toContain('"status":400');
    expect(logged).not.toMatch(/Okonkwo|4827731|07700 900123|Foster|jo\.bloggs/);
  });
});
