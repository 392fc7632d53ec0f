import { caseFormMaker, factsOf } from './support/case-forms';
import { analyzeCase } from '../../src/domain/engine';

/**
 * A pain that was severe at the scene ("writhing") and that the crew's morphine has brought down, told as
 * "now lying still, pain 4/10": the score said now is the pain at the door, so the writhing does not make
 * it severe pain at decision point B. The work-up it needs still counts.
 */
const adult = caseFormMaker({ patientAge: '45', gender: 'male' });

describe('pain now, after the crew', () => {
  it('"now lying still, pain 4/10" after writhing is not severe pain', () => {
    const item = adult(
      'loin to groin pain',
      "Crew: sudden R loin pain radiating to groin, writhing, vomited x1. Given morphine 10mg IV en route. Now lying still, pain 4/10 'just an ache', blood on urine dip. No fever.",
      'scene: BP 160/94 HR 108 RR 22 | now: BP 138/82 HR 86 RR 16 SpO2 98% T 36.9',
    );
    expect(factsOf(item).vitals.painScore).toBe(4);
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: writhing with a score of 8 now is severe pain', () => {
    const item = adult(
      'loin to groin pain',
      'Sudden R loin pain radiating to groin, writhing. Now pacing, pain 8/10.',
      'BP 150/90 HR 96 RR 18 SpO2 98%',
    );
    expect(analyzeCase(item).esi).toBe(2);
  });
});
