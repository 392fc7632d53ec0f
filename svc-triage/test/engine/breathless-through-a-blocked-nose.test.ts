import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * "Can't breathe properly" because a cold has blocked the nose is nasal congestion, not breathlessness:
 * with a clear chest and a normal saturation there is nothing to X-ray (NICE CKS Common cold), ESI 5.
 * Breathlessness beside a blocked nose, with a wheeze, a tight chest or a low saturation, is still worked up.
 */
const adult = caseFormMaker({ patientAge: '27', gender: 'male' });

describe('breathless through a blocked nose', () => {
  it.each([
    [
      'feels short of breath through nose',
      "Three-day cold, feels he can't breathe properly because his nose is completely blocked, especially lying down. Speaking in full sentences, no wheeze, chest clear.",
    ],
    [
      'cant breathe through my nose',
      'Really bad cold, nose totally stuffed up, cant breathe through my nose at night. No chest pain.',
    ],
  ])('%j: a cold, ESI 5', (complaint, story) => {
    const form = adult(complaint, story, 'RR 14, SpO2 99% RA, HR 78, T 37.4');
    expect(presentationIds(form)).not.toContain('shortness-of-breath');
    expect(analyzeCase(form).esi).toBe(5);
  });

  it.each([
    [
      'a wheeze',
      'Cold for 3 days, nose blocked, and now short of breath with a wheeze.',
      'RR 22, SpO2 96%, HR 96',
    ],
    [
      'a saturation of 91%',
      'Cold, nose blocked, and short of breath since last night.',
      'RR 24, SpO2 91%, HR 104',
    ],
  ])('near-miss: a blocked nose with %s is breathlessness', (_what, story, vitals) => {
    expect(presentationIds(adult('short of breath', story, vitals))).toContain('shortness-of-breath');
  });

  it('near-miss: a baby breathes through the nose, so a blocked one can be breathlessness', () => {
    const baby = caseFormMaker({ patientAge: '4 months', gender: 'female' })(
      'difficulty breathing',
      'Snuffly cold, nose blocked, struggling to breathe through her nose when feeding.',
      'RR 44, SpO2 97%, HR 150',
    );
    expect(presentationIds(baby)).toContain('shortness-of-breath');
  });
});
