import { patientAgeMessages } from '@manan/contracts';
import { authority, chestPainCase, startTriage, type RunningTriage } from './support/triage-test-service';

describe('POST /api/analyze: the patient age', () => {
  let triage: RunningTriage;
  beforeAll(async () => (triage = await startTriage()));
  afterAll(() => triage.stop());

  it.each([
    [-1, patientAgeMessages.unreadable],
    ['999', patientAgeMessages.tooOld],
    ['abc', patientAgeMessages.unreadable],
    ['58\u0000', patientAgeMessages.unreadable],
    ['0 days', patientAgeMessages.zero],
    ['30m', patientAgeMessages.monthsOrMale('30')],
  ])(
    'when the age is %j, then 400 CASE.INVALID with the message on patientAge, and nothing is analysed or stored',
    async (patientAge, message) => {
      const { cookie } = authority.token('u-age-refused');
      const response = await triage.post('/api/analyze', { ...chestPainCase, patientAge }, cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'CASE.INVALID', fields: { patientAge: message } },
      });
      expect(await (await triage.get('/api/cases', cookie)).json()).toEqual([]);
      expect(triage.published).toEqual([]);
    },
  );

  it.each([
    ['58', '58'],
    [58, '58'],
    ['3 mo', '3 mo'],
    ['2 wk', '2 wk'],
    ['10 days', '10 days'],
    ['3/12', '3/12'],
    ['newborn', 'newborn'],
    ['90+', '90+'],
    ['95 years', '90+ years'],
    ['95 years 2 months', '90+'],
  ])(
    'when the age is %j, then the case is analysed and stored with the age %j',
    async (patientAge, stored) => {
      const { cookie } = authority.token(`u-age-${typeof patientAge}-${String(patientAge)}`);
      const response = await triage.post('/api/analyze', { ...chestPainCase, patientAge }, cookie);
      expect(response.status).toBe(200);
      const cases = (await (await triage.get('/api/cases', cookie)).json()) as { patientAge: string }[];
      expect(cases.map((found) => found.patientAge)).toEqual([stored]);
    },
  );
});
