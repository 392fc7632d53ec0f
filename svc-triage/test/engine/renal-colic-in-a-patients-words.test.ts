import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A renal colic in the patient's own words: pain in one side of the back, coming in waves, going round to
 * the front and down to the groin, often with pink urine or a stone before. It needs bloods, a CT KUB and
 * parenteral analgesia (EAU 2024 Urolithiasis): ESI 3 at 6/10. Back pain across the low back after lifting
 * is not one.
 */
const adult = caseFormMaker({ patientAge: '44', gender: 'male' });
const vitals = 'BP 138/84 HR 88 RR 16 T 36.9 SpO2 99%';

describe('a renal colic in a patient’s words', () => {
  it.each([
    [
      'bad back pain on one side',
      'woke up at 5am with pain in the right side of my back coming in waves and going round to the front and down to my groin. felt sick, my wee looked a bit pinky. had a kidney stone 6 years ago. its about 6 out of 10 now',
    ],
    [
      'back pain',
      'Pain in the left side of his back since this morning that comes and goes in waves and wraps round to the front towards the groin. 6/10.',
    ],
  ])('%j: renal colic, ESI 3', (complaint, story) => {
    const form = adult(complaint, story, vitals);
    expect(presentationIds(form)).toContain('flank-pain-renal-colic');
    expect(analyzeCase(form).esi).toBe(3);
  });

  it('near-miss: low back pain across both sides after lifting is not a colic', () => {
    const form = adult(
      'back pain',
      'Low back pain across both sides since lifting a wardrobe yesterday, worse bending, no groin pain, passing urine normally. 5/10.',
      vitals,
    );
    expect(presentationIds(form)).not.toContain('flank-pain-renal-colic');
  });
});
