import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A band of rash on one flank is shingles, examined and treated by mouth (NICE CKS Shingles; ESI 5): "L
 * flank band rash" names a rash, not flank pain, and shingles' band of pain is the nerve's, not the
 * aneurysm a first renal colic after 60 must exclude. A first flank pain at 62 without a rash still is.
 */
const older = caseFormMaker({ patientAge: '62', gender: 'female' });

describe('shingles on the flank', () => {
  it('"L flank band rash" for two days: a rash, ESI 5', () => {
    const item = older('Shingles rash', 'L flank band rash, 2 days, not near eye', 'HR 76 BP 132/78 T 37.0');
    expect(presentationIds(item)).not.toContain('flank-pain-renal-colic');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a first left flank pain at 62 without a rash keeps the aneurysm in mind (ESI 2)', () => {
    const item = older(
      'Left flank pain',
      'Sudden left flank pain radiating to the groin since this morning, never had stones.',
      'HR 88 BP 142/84',
    );
    expect(analyzeCase(item).esi).toBe(2);
  });
});
