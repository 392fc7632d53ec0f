import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Medicines whose warning symptoms call for a blood test the same day, however well the patient looks:
 * a sore throat on carbimazole (agranulocytosis, MHRA), mouth ulcers on methotrexate (marrow toxicity,
 * BSR 2017), a fever on clozapine, diarrhoea on lithium (the level, NICE CG185), pink urine on warfarin
 * (the INR). One resource: ESI 4. The same symptom without the drug needs nothing.
 */
const form = (chiefComplaint: string, symptoms: string, currentMedications: string): CaseForm => ({
  patientAge: '44',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals: 'HR 80 BP 122/76 RR 14 SpO2 99% T 37.1',
  medicalHistory: '',
  currentMedications,
});

it.each([
  ['sore throat', 'Sore throat since yesterday, eating and drinking, no fever.', 'Carbimazole 20 mg daily'],
  [
    'mouth ulcers',
    'Several painful mouth ulcers for 3 days, otherwise well.',
    'Methotrexate 20 mg weekly, folic acid',
  ],
  ['sore throat', 'Sore throat and a temperature last night, feels ok today.', 'Clozapine 300 mg nocte'],
  [
    'diarrhoea',
    'Loose stools 4 times a day for 2 days, drinking, no tremor, no confusion.',
    'Priadel 800 mg nocte',
  ],
  ['pink urine', 'Passed pink urine twice today, no pain, no clots, feels well.', 'Warfarin as per INR'],
])('%s on %s is a blood test (ESI 4)', (complaint, symptoms, meds) => {
  expect(analyzeCase(form(complaint, symptoms, meds)).esi).toBe(4);
});

it('near-miss: a sore throat with no such drug needs nothing (ESI 5)', () => {
  expect(
    analyzeCase(form('sore throat', 'Sore throat since yesterday, eating and drinking, no fever.', 'Nil'))
      .esi,
  ).toBe(5);
});

describe('cramps on a diuretic', () => {
  it('night cramps since a water tablet was started: the salts are checked (ESI 4)', () => {
    const item = form(
      'Cramps since new water tablet',
      'GP started me on a new water tablet, indapamide, 3 weeks ago. Since then awful cramps in my calves at night, a bit washed out. Not confused, walking fine.',
      '',
    );
    expect(analyzeCase(item).scores.esi.resources).toContain('labs');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: night cramps with no diuretic need nothing (ESI 5)', () => {
    const item = form(
      'Cramps at night',
      'Calf cramps at night for a few weeks, walking fine, otherwise well.',
      '',
    );
    expect(analyzeCase(item).esi).toBe(5);
  });
});
