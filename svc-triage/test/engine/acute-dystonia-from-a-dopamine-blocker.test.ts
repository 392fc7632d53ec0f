import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * An acute dystonic reaction to a dopamine-blocking drug (metoclopramide, prochlorperazine, haloperidol):
 * the neck pulled round, the eyes rolling up (an oculogyric crisis), the jaw or tongue in spasm. It looks
 * frightening and ends with one IV or IM dose of procyclidine or benzatropine: one resource, ESI 4 with a
 * free airway (BNF: procyclidine for acute dystonia; TOXBASE). A larynx in spasm is high risk. Eyes rolling
 * in a febrile child who is not on such a drug is a fit, not this.
 */
const woman = caseFormMaker({ patientAge: '19', gender: 'female' });

describe('acute dystonia from a dopamine-blocking drug', () => {
  it.each([
    [
      'Neck twisting and eyes rolling up after sickness tablets',
      'A&E gave me metoclopramide tablets on Tuesday. This afternoon my neck keeps pulling round to one side, my eyes keep rolling up on their own and my jaw feels tight. I can breathe and swallow fine.',
      'metoclopramide 10 mg TDS',
    ],
    [
      'Oculogyric crisis',
      'Started prochlorperazine yesterday, now an oculogyric crisis, eyes fixed upwards.',
      'Stemetil',
    ],
  ])('%j: one IV or IM dose, ESI 4', (complaint, story, medicines) => {
    const item = { ...woman(complaint, story, 'HR 88 BP 118/72 SpO2 99%'), currentMedications: medicines };
    expect(presentationIds(item)).toContain('acute-dystonic-reaction');
    expect(resourcesOf(item)).toEqual(['parenteralMedication']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a larynx in spasm, with stridor, is high risk', () => {
    const item = {
      ...woman(
        'Throat closing after haloperidol',
        'Given haloperidol, now neck twisted, stridor and cannot swallow.',
      ),
      currentMedications: 'haloperidol',
    };
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });

  it('near-miss: eyes rolling up in a febrile toddler on no medicine is not a dystonic reaction', () => {
    const item = woman(
      'Fit',
      'Eyes rolling up and stiff for two minutes with a fever, now sleepy.',
      'T 39.1',
      '2',
      'male',
    );
    expect(presentationIds(item)).not.toContain('acute-dystonic-reaction');
  });
});
