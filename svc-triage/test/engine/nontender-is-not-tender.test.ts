import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * "Non-tender" is one word for the reading: "calf soft, non-tender, not swollen" was read as a tender
 * calf beside the cramp, and a D-dimer and a leg scan were predicted for years of night cramps (ESI 3).
 */
const form = caseFormMaker({ patientAge: '71', gender: 'male' });

it('"non-tender" and "non tender" read as nontender', () => {
  expect(factsOf(form('leg pain', 'Calf non-tender. Shin non tender.')).presenting.affirmed).not.toMatch(
    /(?<![a-z])tender/,
  );
});

it('night cramps for months with a soft, non-tender calf need nothing (ESI 5)', () => {
  expect(
    analyzeCase(
      form(
        'leg cramp',
        'Woke with a bad cramp in the left calf, eased with stretching. Night cramps on and off for months. Calf soft, non-tender, not swollen.',
        'HR 68 BP 136/80 RR 14 SpO2 97% T 36.5',
      ),
    ).esi,
  ).toBe(5);
});

it('near-miss: a cramp with a calf that stays swollen and tender is worked up for a clot', () => {
  expect(
    analyzeCase(
      form('leg cramp', 'Cramp in the calf two days ago, calf still swollen and tender.', 'HR 84 BP 130/80'),
    ).esi,
  ).toBeLessThanOrEqual(3);
});
