import { randomUUID } from 'node:crypto';
import type { TeachingCase, WrittenSetCase } from '@manan/contracts';
import { inMemoryTeachingBank } from '../../../src/domain/practice/teaching-bank.port';
import { authority, startTriage, type RunningTriage } from '../../support/triage-test-service';

/** A small bank of known cases, so the tests decide exactly what a trainee meets. */
export const testBankCases: TeachingCase[] = [
  {
    id: 'tb-cardiovascular-01',
    group: 'cardiovascular',
    title: 'Chest pain at rest',
    patient: {
      patientAge: '58',
      gender: 'male',
      chiefComplaint: 'Chest pain',
      symptoms: 'Crushing central chest pain for 40 minutes radiating to the left arm, sweating, nausea',
      vitals: 'BP 150/90, HR 104, RR 22, SpO2 95%, Temp 36.8 C',
    },
    answer: {
      expectedEsi: 2,
      decisionPoint: 'B',
      redFlags: ['acute-coronary-syndrome'],
      firstAction: '12-lead ECG within 10 minutes',
      why: 'Ischaemic-sounding chest pain is high risk: ESI 2.',
      teachingPoints: ['Do the ECG before anything else.'],
    },
  },
  {
    id: 'tb-eye-ent-01',
    group: 'eye-ent',
    title: 'Sore throat',
    patient: {
      patientAge: '30',
      gender: 'female',
      chiefComplaint: 'Sore throat',
      symptoms: 'Sore throat for two days, mild cough, swallowing comfortably',
      vitals: 'BP 118/72, HR 72, RR 14, SpO2 99%, Temp 37.1',
    },
    answer: {
      expectedEsi: 5,
      decisionPoint: 'C',
      redFlags: [],
      firstAction: 'Advice and simple analgesia',
      why: 'No resources needed: ESI 5.',
      teachingPoints: ['Check the airway signs, then reassure.'],
    },
  },
  {
    id: 'tb-infection-01',
    group: 'infection',
    title: 'Fever and confusion',
    patient: {
      patientAge: '72',
      gender: 'female',
      chiefComplaint: 'Fever and confusion',
      symptoms: 'Fever since yesterday, new confusion today, passing little urine',
      vitals: 'BP 88/50, HR 124, RR 28, SpO2 92%, Temp 39.4',
    },
    answer: {
      expectedEsi: 2,
      decisionPoint: 'B',
      redFlags: ['sepsis'],
      firstAction: 'Sepsis screen and senior review now',
      why: 'Suspected sepsis with hypotension is high risk.',
      teachingPoints: ['Hypotension with fever is sepsis until proven otherwise.'],
    },
  },
];

export const testBank = inMemoryTeachingBank(testBankCases);

export function writtenCase(
  title: string,
  overrides: Partial<WrittenSetCase['patient']> = {},
): WrittenSetCase {
  return {
    title,
    patient: {
      patientAge: '45',
      gender: 'male',
      chiefComplaint: 'Back pain',
      symptoms: 'Low back pain after lifting boxes 2 days ago',
      vitals: 'BP 128/80, HR 76, RR 14, SpO2 99%, Temp 36.7',
      ...overrides,
    },
    answer: {
      expectedEsi: 5,
      decisionPoint: 'C',
      redFlags: [],
      firstAction: 'Analgesia and advice',
      why: 'Mechanical back pain without red flags needs no resources.',
      teachingPoints: ['Ask about saddle numbness and bladder function.'],
    },
  };
}

export interface PracticeTriage extends RunningTriage {
  /** Any method, JSON body, the caller's cookie. */
  send(method: string, path: string, cookie: string, body?: unknown): Promise<Response>;
  /** Sets the clock svc-triage reads. */
  setNow(iso: string): void;
  /** Makes the user Premium, as billing's event would. */
  makePremium(userId: string): Promise<void>;
}

export async function startPracticeTriage(): Promise<PracticeTriage> {
  let now = new Date('2026-11-20T09:00:00.000Z');
  const triage = await startTriage({ teachingBank: testBank, now: () => now, practiceRandom: () => 0 });
  return {
    ...triage,
    send: (method, path, cookie, body) =>
      fetch(`${triage.http.url}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    setNow: (iso) => (now = new Date(iso)),
    async makePremium(userId) {
      await triage.bus.publish({
        messageId: randomUUID(),
        type: 'billing.entitlement.changed',
        version: 1,
        occurredAt: new Date().toISOString(),
        data: { userId, isPremium: true, periodEnd: '2099-01-01T00:00:00.000Z' },
      });
      await waitFor(async () => (await triage.service.entitlements.find(userId))?.isPremium === true);
    },
  };
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A new user with their session cookie. */
export function newUser(name = 'user') {
  const userId = `${name}-${randomUUID()}`;
  return { userId, cookie: authority.token(userId).cookie };
}

export const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
