import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A score told as the pain's peak ("rated 8/10 at its worst", "at its worst it was 9/10") is history when
 * the pain now is scored later in the case: ESI v4 weighs the pain at triage. A colic that was 8/10 overnight
 * and has gone since the stone passed (0/10) is not severe pain; one still at 6/10 is worked up but not ESI 2.
 * A peak with no other score is still read, and so is a score that is not said to be the peak.
 */
const adult = caseFormMaker({ patientAge: '35', gender: 'male' });
const colic =
  'Sudden colicky left flank pain radiating to the groin since 22:00 last night, rated 8/10 at its worst, vomited once. Previous CT-confirmed stone.';
const vitals = 'BP 136/84, HR 88, RR 16, T 36.8, SpO2 99% RA';

describe('a pain score at its worst', () => {
  it.each([
    [`${colic} This morning he passed a small stone and has been completely pain-free (0/10) since.`, 0],
    [`${colic} The pain is still present now at 6/10, coming in waves.`, 6],
    ['At its worst it was 9/10 last night. Currently 3/10 after ibuprofen.', 3],
  ])('%j: the pain now is %i', (story, score) => {
    expect(factsOf(adult('Left flank pain', story, vitals)).vitals.painScore).toBe(score);
  });

  it('the colic still at 6/10 is worked up, not severe pain (ESI 3)', () => {
    expect(analyzeCase(adult('Left flank pain', `${colic} Still present now at 6/10.`, vitals)).esi).toBe(3);
  });

  it.each([
    [`${colic} Still 8/10 now.`, 8],
    ['Worst pain 9/10, right flank, since an hour.', 9],
    ['Pain 8/10 in the right flank. Had a milder ache, 3/10, last week.', 8],
  ])('near-miss: %j is %i', (story, score) => {
    expect(factsOf(adult('Flank pain', story, vitals)).vitals.painScore).toBe(score);
  });
});
