import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A broken hip is often felt in the groin: an older adult's "groin pain after a fall" who cannot bear
 * weight is a hip fracture to X-ray, with bloods, ECG and analgesia before theatre (NICE CG124): ESI 3,
 * not a groin lump. A younger adult's groin strain, or groin pain without a fall, is not.
 */
const older = caseFormMaker({ patientAge: '85', gender: 'female' });

describe('groin pain after a fall', () => {
  it('at 85, unable to bear weight: the hip (ESI 3)', () => {
    const item = older(
      'Groin pain after fall',
      'Mechanical fall at home, no head inj, can’t weight bear',
      'HR 84 BP 140/78 RR 16 SpO2 96% pain 5/10',
    );
    expect(presentationIds(item)).toContain('hip-pain-older-adult');
    expect(presentationIds(item)).not.toContain('groin-pain-mass');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('a groin lump in the same older woman, without a fall, stays a groin complaint', () => {
    expect(
      presentationIds(older('Groin pain', 'Painful lump in the right groin for two days, no fall')),
    ).not.toContain('hip-pain-older-adult');
  });
});
