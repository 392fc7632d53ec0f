import type { EmbeddedMaNaN } from '../../src';

/** A clinician of the embedded app, signed in through the gateway. */
export interface Clinician {
  cookie: string;
  call(path: string, init?: RequestInit): Promise<Response>;
}

export async function registerClinician(manan: EmbeddedMaNaN, username: string): Promise<Clinician> {
  const call =
    (cookie: string) =>
    (path: string, init: RequestInit = {}) =>
      fetch(`${manan.url}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', origin: manan.url, cookie, ...(init.headers ?? {}) },
      });
  const registered = await call('')('/api/register', {
    method: 'POST',
    body: JSON.stringify({ username, password: 'correct horse', email: `${username}@example.org` }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { cookie, call: call(cookie) };
}

export const soreThroat = {
  patientAge: '30',
  gender: 'female',
  chiefComplaint: 'Sore throat',
  symptoms: 'Sore throat for two days, swallowing comfortably',
  vitals: 'BP 118/72, HR 72, RR 14, SpO2 99%, Temp 37.1',
};

export async function analyze(clinician: Clinician, form: object = soreThroat): Promise<Response> {
  return clinician.call('/api/analyze', { method: 'POST', body: JSON.stringify(form) });
}

/** Polls `probe` until it returns a value, for at most `timeoutMs`. */
export async function eventually<T>(probe: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
