import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * "Very little blood is going down his throat" says the bleeding is at the front of the nose: a
 * persistent anterior nosebleed in a man not on thinners is packed or cauterised, one procedure, ESI 4.
 * It had been read as a posterior bleed (ENT and bloods, ESI 3), which blood running down the throat is.
 */
const form = (symptoms: string): CaseForm => ({
  patientAge: '45',
  gender: 'male',
  chiefComplaint: 'nosebleed from the left nostril for forty minutes',
  symptoms,
  vitals: 'HR 92 BP 148/90 RR 16 SpO2 99% T 36.7',
  medicalHistory: 'None; no bleeding disorders',
  currentMedications: 'None; no blood thinners',
});

it('"very little blood going down his throat" is an anterior bleed to pack (ESI 4)', () => {
  const result = analyzeCase(
    form(
      'Pinched the soft part firmly for twenty minutes twice, still oozing from the front of the left nostril. Very little blood is going down his throat.',
    ),
  );
  expect(result.scores.esi.resources).toEqual(['simpleProcedure']);
  expect(result.esi).toBe(4);
});

it('near-miss: blood running down the back of his throat is a posterior bleed (ESI 3 or more)', () => {
  expect(
    analyzeCase(form('Still bleeding despite pressure, blood running down the back of his throat.')).esi,
  ).toBeLessThanOrEqual(3);
});
