import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * ESI v4's paediatric fever criteria: a child of 3 to 36 months with a temperature over 39.0 °C and
 * incomplete immunisations, or no obvious source, needs blood and urine tests (a catheter specimen at this
 * age): consider ESI 3.
 */
const child = caseFormMaker({ patientAge: '14 months', gender: 'female' });
const FLAG = 'febrile-toddler-unimmunised-or-no-source';

describe('a febrile toddler without immunisations or a source', () => {
  it.each([
    [
      'fever',
      "She's had a temperature of 39.5 since last night, a bit grizzly but still playing and drinking, she hasn't had all her jabs.",
      'temp 39.5, HR 140',
      '',
    ],
    [
      'High fever',
      'Fever for 24 hours, alert, taking half her usual milk, no cough or rash.',
      'T 39.6 HR 150 RR 36',
      'No immunisations (parental choice)',
    ],
    [
      'Fever',
      'Fever since yesterday, no source found on examination, drinking well.',
      'T 39.4 HR 146',
      'Immunisations up to date',
    ],
    ['Fever', 'Hot since this morning, unvaccinated, drinking.', 'T 39.3', ''],
    ['Fever', 'Fever for a day, her parents declined all vaccinations, drinking.', 'T 39.2', ''],
  ])('%j %j: blood and urine tests, ESI 3', (complaint, story, vitals, history) => {
    const item = { ...child(complaint, story, vitals), medicalHistory: history };
    expect(flagIds(item)).toContain(FLAG);
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
  });

  it.each([
    ['38.6 °C is not over 39', 'Fever, unvaccinated, drinking.', 'T 38.6', '14 months'],
    ['a four-year-old is past the age band', 'Fever, unvaccinated, drinking.', 'T 39.5', '4'],
    [
      'a source and full immunisations',
      'Fever with a runny nose and cough, immunisations up to date, drinking.',
      'T 39.4',
      '14 months',
    ],
  ])('not the criterion: %s', (_why, story, vitals, age) => {
    expect(flagIds(child('Fever', story, vitals, age))).not.toContain(FLAG);
  });
});
