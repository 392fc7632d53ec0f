import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A "light fitting" is a fixture and "fitting a new kitchen" is work, not a fit. A low-voltage household
 * shock from a light fitting with a small mark and no symptoms is an ECG (ESI 4), not a first seizure's
 * bloods and CT.
 */
const form = caseFormMaker({ patientAge: '36', gender: 'male' });

it('a household shock from a light fitting is an ECG (ESI 4)', () => {
  const item = form(
    'Electric shock from a light fitting',
    'Changing a ceiling light two hours ago, touched a live wire and felt a jolt up his arm. Not thrown, no loss of consciousness, 230 volts. Small white mark on the fingertip. No chest pain, no palpitations, no numbness now.',
    'HR 72 regular, BP 128/80, RR 14, SpO2 99%',
  );
  expect(presentationIds(item)).not.toContain('seizure');
  expect(analyzeCase(item).esi).toBe(4);
});

it('"fitting a new kitchen" is not a fit', () => {
  expect(presentationIds(form('back pain', 'Hurt his back fitting a new kitchen yesterday.'))).not.toContain(
    'seizure',
  );
});

it('near-miss: "fitting on and off all morning" is a seizure', () => {
  expect(presentationIds(form('fits', 'He has been fitting on and off all morning.'))).toContain('seizure');
});
