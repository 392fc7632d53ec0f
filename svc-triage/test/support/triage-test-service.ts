import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@manan/contracts';
import {
  createInProcessEventBus,
  createLogger,
  serveHttp,
  type HttpServerHandle,
  type InProcessEventBus,
} from '@manan/service-kit';
import { createTestSessionAuthority } from '@manan/service-kit/testing';
import {
  createTriageService,
  triageConfigSchema,
  type TriageService,
  type TriageServiceOptions,
} from '../../src';

export const authority = createTestSessionAuthority();

export interface RunningTriage {
  service: TriageService;
  http: HttpServerHandle;
  bus: InProcessEventBus;
  /** Where its SQLite file lives (triage.sqlite). */
  dataDir: string;
  /** Every event svc-triage published, as billing would receive it. */
  published: EventEnvelope[];
  post(path: string, body: unknown, cookie: string): Promise<Response>;
  get(path: string, cookie?: string): Promise<Response>;
  stop(): Promise<void>;
}

/** svc-triage on a free port with its own data directory, a shared in-process bus and test sessions. */
export async function startTriage(
  options: Omit<TriageServiceOptions, 'eventBus'> = {},
  /** Extra configuration, e.g. OPENAI_BASE_URL of a fake AI server. */
  env: Record<string, string> = {},
): Promise<RunningTriage> {
  const logger = createLogger({ service: 'test', level: 'silent' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-triage-api-'));
  const bus = createInProcessEventBus({ logger, retryBaseDelayMs: 1, retryMaxDelayMs: 2 });
  const published: EventEnvelope[] = [];
  await bus.subscribe({
    queue: 'test-observer',
    types: ['triage.#'],
    handler: async (envelope) => void published.push(envelope),
  });
  const config = triageConfigSchema.parse({
    ...env,
    DATA_DIR: dataDir,
    SESSION_PUBLIC_KEY: authority.publicKeyPem,
  });
  const service = await createTriageService(config, logger, { ...options, eventBus: bus });
  const http = await serveHttp({ app: service.app, port: 0, host: '127.0.0.1', logger, name: 'svc-triage' });
  return {
    service,
    http,
    bus,
    dataDir,
    published,
    post: (apiPath, body, cookie) =>
      fetch(`${http.url}${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      }),
    get: (apiPath, cookie) => fetch(`${http.url}${apiPath}`, { headers: cookie ? { cookie } : {} }),
    async stop() {
      await http.close(100);
      await service.close();
      await bus.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const chestPainCase = {
  patientAge: '58',
  gender: 'male',
  chiefComplaint: 'Chest pain',
  symptoms: 'Crushing central chest pain for 40 minutes radiating to the left arm, sweating, nausea',
  vitals: 'BP 150/90, HR 104, RR 22, SpO2 95%, Temp 36.8 C',
  medicalHistory: 'Hypertension, smoker',
  currentMedications: 'Amlodipine',
};

export const soreThroatCase = {
  patientAge: '30',
  gender: 'female',
  chiefComplaint: 'Sore throat',
  symptoms: 'Sore throat for two days, mild cough, swallowing comfortably',
  vitals: 'BP 118/72, HR 72, RR 14, SpO2 99%, Temp 37.1',
};

export const abdominalPainCase = {
  patientAge: '28',
  gender: 'female',
  chiefComplaint: 'Abdominal pain',
  symptoms: 'Lower abdominal pain for 6 hours, mild, no vomiting',
  vitals: 'BP 118/72, HR 84, RR 16, SpO2 99%, Temp 37.0',
};

export const backPainCase = {
  patientAge: '45',
  gender: 'male',
  chiefComplaint: 'Back pain',
  symptoms: 'Low back pain after lifting boxes 2 days ago',
  vitals: 'BP 128/80, HR 76, RR 14, SpO2 99%, Temp 36.7',
};

/** A complaint too vague to place: the engine assumes a work-up [bloods, and an ECG at 50 and over]. */
export const feelingUnwellCase = {
  patientAge: '58',
  gender: 'male',
  chiefComplaint: 'Not right',
  symptoms: 'Feels off since yesterday',
  vitals: 'BP 122/78, HR 78, RR 14, SpO2 99%, Temp 37.2',
};
