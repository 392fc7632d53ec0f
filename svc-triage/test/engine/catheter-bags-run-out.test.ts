import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Run out of leg bags for a long-term catheter that drains well, the GP shut: a prescription, not a
 * change of catheter (ESI 5). A catheter that is blocked or bypassing is changed or flushed (ESI 4).
 */
const form = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '77',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: 'BP 136/78 HR 72 T 36.5',
  medicalHistory: 'chronic urinary retention, long-term catheter',
  currentMedications: 'finasteride',
});

it('"needs catheter bags", the catheter draining well, is a prescription (ESI 5)', () => {
  expect(
    analyzeCase(
      form(
        'Needs catheter bags',
        'Long-term catheter; ran out of leg bags, GP closed till Monday; catheter draining well; no pain, no fever.',
      ),
    ).esi,
  ).toBe(5);
});

it('near-miss: a blocked catheter, bypassing, is changed (ESI 4)', () => {
  expect(
    analyzeCase(
      form(
        'catheter blocked',
        'Long-term catheter not draining since this morning, bypassing, lower tummy uncomfortable.',
      ),
    ).esi,
  ).toBeLessThanOrEqual(4);
});
