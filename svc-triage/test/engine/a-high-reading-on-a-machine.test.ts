import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A high blood pressure read on a pharmacy's, a home or a work machine, in someone with no headache, chest
 * pain, visual or neurological symptom, is rechecked and referred to the GP for ambulatory monitoring
 * (ACEP 2013 clinical policy; NICE NG136): it is hypertension, recognised, with no resource, ESI 5. With a
 * headache and blurred vision it is worked up.
 */
const adult = caseFormMaker({ patientAge: '61', gender: 'male' });
const story =
  'Pharmacist phoned: their machine read 168/102 when he came in for a prescription. No headache, chest pain, visual symptoms or breathlessness. Feels fine, stressful morning.';

describe('a high reading on a machine', () => {
  it.each([
    'High reading on pharmacy BP machine',
    'high blood pressure on my home monitor',
    'Work BP machine said my blood pressure was high',
  ])('%j with no symptom: hypertension, ESI 5', (complaint) => {
    const form = adult(complaint, story, 'BP 162/98, repeated 158/96, pulse 78, resp rate 14, sats 98%');
    expect(presentationIds(form)).toContain('hypertension');
    expect(analyzeCase(form).esi).toBe(5);
  });

  it('near-miss: with a headache and blurred vision it is worked up', () => {
    const form = adult(
      'High reading on pharmacy BP machine',
      'Machine read 210/124. Severe headache since this morning and blurred vision.',
      'BP 214/126, pulse 88',
    );
    expect(analyzeCase(form).esi).toBeLessThanOrEqual(3);
  });
});
