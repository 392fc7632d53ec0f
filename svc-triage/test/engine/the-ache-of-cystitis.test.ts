import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * Lower tummy discomfort over the bladder is one of cystitis's own symptoms (NICE CKS, NG109): with stinging
 * and frequency in a well woman it is the cystitis, treated on the dipstick with oral antibiotics (ESI 5),
 * not an abdominal pain to scan. A pain on one side low down, a severe one, or guarding is looked at as an
 * abdominal pain of its own.
 */
const woman = caseFormMaker({ patientAge: '25', gender: 'female' });
const calm = 'BP 116/70, HR 78, RR 14, SpO2 99%, T 36.8';

describe('the ache of cystitis', () => {
  it.each([
    [
      'Stinging when passing urine',
      'Burning when weeing and needing to go often for 2 days, bit of lower tummy discomfort, no fever, no back pain.',
    ],
    [
      'Cystitis symptoms',
      'Stinging passing urine and frequency since yesterday, and a dull ache over my bladder.',
    ],
  ])('%j: the cystitis itself, ESI 5', (complaint, story) => {
    const item = woman(complaint, story, calm);
    expect(presentationIds(item)).not.toContain('abdominal-pain');
    expect(analyzeCase(item).scores.esi.level).toBe(5);
  });

  it.each([
    [
      'a pain in the right lower tummy',
      'Stinging passing urine, and pain in the right lower tummy, worse walking.',
    ],
    ['a severe pain', 'Burning when weeing and severe lower abdominal pain, 8/10.'],
  ])('near-miss: dysuria with %s is an abdominal pain too', (_what, story) => {
    const item = woman('Pain passing urine', story, calm);
    expect(presentationIds(item)).toContain('abdominal-pain');
    expect(analyzeCase(item).scores.esi.level).toBeLessThan(5);
  });
});
