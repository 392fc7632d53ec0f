import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * "Her citalopram has not helped after eight weeks" is a long-term treatment that needs reviewing, not an
 * acute oral dose that failed and must be given by injection. The engine counted an IV or IM medication
 * for any "medication isn't helping", so a woman asking for a psychiatric review of her anxiety treatment
 * was ESI 3 (a consultation alone makes 4). Pain relief that has not worked is still a failed oral dose.
 */
const adult = caseFormMaker({ patientAge: '35', gender: 'female' });

describe('a long-term medicine that is not helping', () => {
  it('an antidepressant not helping after eight weeks: a psychiatric review, no injection (ESI 4)', () => {
    const item = adult(
      "Wants a psychiatric review because her medication isn't helping",
      'Generalised anxiety disorder; her citalopram has not helped after eight weeks. No suicidal thoughts, no self-harm, physically well.',
      'HR 82, BP 118/76, RR 14, SpO2 99%',
    );
    expect(resourcesOf(item)).not.toContain('parenteralMedication');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: renal colic whose painkillers are not helping gets parenteral analgesia', () => {
    const item = adult(
      'Loin pain',
      'Left loin to groin pain, known stones, painkillers not helping, 8/10.',
      'HR 96, BP 134/80',
      '44',
      'male',
    );
    expect(resourcesOf(item)).toContain('parenteralMedication');
  });
});
