import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf, type CaseForm } from './support/case-forms';

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

it('a leg bag whose connection came apart, the catheter draining clear urine and not blocked: supplies, ESI 5', () => {
  const item = caseFormMaker({ patientAge: '84', gender: 'male' })(
    'Catheter bag leaking',
    "Long-term urethral catheter, leg bag connection came apart overnight, bed wet. Carer couldn't reconnect it and has no spare bags. Catheter itself draining clear yellow urine, not blocked, no pain, no fever.",
    'BP 146/80, HR 74, RR 16, SpO2 96%, T 36.4',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('near-miss: urine leaking round the catheter, bag empty, is a catheter to change', () => {
  const item = caseFormMaker({ patientAge: '84', gender: 'male' })(
    'Catheter leaking',
    'Urine leaking around the catheter all morning, the bag is empty, lower tummy uncomfortable.',
  );
  expect(resourcesOf(item)).toContain('simpleProcedure');
});
