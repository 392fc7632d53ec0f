import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A sick-day question in known diabetes, sugars at most 15 mmol/L, ketones low, no thirst, vomiting or
 * drowsiness, the patient well: the meter and sick-day advice, no blood tests (JBDS sick-day rules), ESI
 * 5. Higher sugars, raised ketones or vomiting keep the blood tests.
 */
const form = caseFormMaker({ patientAge: '21', gender: 'male' });

it('a cold with sugars 12-14, ketones 0.4, eating and drinking, looks well: ESI 5', () => {
  expect(
    analyzeCase(
      form(
        'cold, sugars high',
        'T1DM, coryzal 2 days, sugars running higher than usual, unsure how to adjust insulin. Eating and drinking ok, looks well.',
        'BM 14.1 ketones 0.4 T 37.4 HR 84',
      ),
    ).esi,
  ).toBe(5);
});

it('near-miss: sugars of 18 keep the blood tests (ESI 4)', () => {
  expect(
    analyzeCase(
      form(
        'high sugar',
        'T1DM, a cold, sugars high today, feels fine, eating and drinking.',
        'BM 18.2 ketones 0.4',
      ),
    ).esi,
  ).toBe(4);
});

it('near-miss: ketones of 1.2 keep the blood tests', () => {
  expect(
    analyzeCase(
      form(
        'high sugar',
        'T1DM, a cold, sugars high, feels fine, eating and drinking.',
        'BM 14.1 ketones 1.2',
      ),
    ).esi,
  ).toBeLessThanOrEqual(4);
});
