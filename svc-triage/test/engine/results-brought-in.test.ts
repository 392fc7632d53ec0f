import { analyzeCase } from '../../src/domain/engine';
import { parseLabs } from '../../src/domain/engine/reading/labs.parser';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Results a patient brings in. When every value read lies inside the range printed beside it, there is
 * nothing abnormal to repeat: a copy of normal bloods for an employer, an INR of 2.6 with a target of 2-3
 * and a question about the dose need advice, not a test (ESI 5), whatever the age. And "Well." as a sentence
 * of its own was never read: the pattern began at the full stop, right after a letter, where no match may
 * begin.
 */
const adult = caseFormMaker({ patientAge: '38', gender: 'female' });
const calm = 'HR 70, BP 118/74, RR 14, SpO2 99% RA, T 36.5';

describe('results within their ranges', () => {
  it('a printed copy of normal bloods needs no resource (ESI 5)', () => {
    const item = adult(
      'Wants copy of blood results',
      'Wants a printed copy of the bloods taken last week, for a new employer.',
      `${calm}\nBlood report:\nHaemoglobin 134 g/L (ref 115–165)\nWBC 6.4 x10^9/L (ref 4.0–11.0)\nSodium 139 mmol/L (ref 135–145)\nCreatinine 71 umol/L (ref 45–90)`,
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('an INR inside its target range with a dose question, at 71, needs advice only (ESI 5)', () => {
    const item = adult(
      'Question about warfarin dose',
      '71M, INR 2.6 today at pharmacy (target 2-3). Unsure whether to take 4 mg or 5 mg on alternate days. No bleeding.',
      calm,
      '71',
      'male',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('reads a target range as the value’s reference', () => {
    expect(parseLabs('INR 2.6 (target 2-3)')[0]).toMatchObject({
      value: 2.6,
      referenceLow: 2,
      referenceHigh: 3,
    });
  });

  it('near-miss: one value outside its range keeps the repeat', () => {
    const item = adult(
      'Blood results',
      'Sent the results, wants to know what to do.',
      `${calm}\nBlood report:\nHaemoglobin 134 g/L (ref 115–165)\nSodium 129 mmol/L (ref 135–145) LOW`,
    );
    expect(resourcesOf(item)).toContain('labs');
  });

  // From 5 up: below it, an INR above target without bleeding is a dose change in the clinic (BSH 2011).
  it('near-miss: an INR of 5 or more keeps the repeat', () => {
    const item = adult(
      'INR check',
      'INR 5.6 today (target 2-3), no bleeding, asks what to do.',
      calm,
      '71',
      'male',
    );
    expect(resourcesOf(item)).toContain('labs');
  });

  it('near-miss: a result with no range to compare with is not assumed normal', () => {
    const item = adult('Blood results', 'Potassium 5.9 on the GP bloods, told to come in.', calm);
    expect(resourcesOf(item)).toContain('labs');
  });
});

describe('"Well." as a sentence of its own', () => {
  it('makes a question about a result a well patient’s', () => {
    const item = adult(
      'Cholesterol result',
      'Record: asks what her cholesterol result of 6.4 means for her. Well.',
      calm,
    );
    expect(resourcesOf(item)).not.toContain('labs');
  });
});
