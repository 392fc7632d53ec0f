import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A boil that has burst or drained on its own and is now soft and flat, with no collection left, has
 * nothing to incise: wound care and advice (NICE CKS Boils), ESI 5. A collection still fluctuant or tense
 * after a little discharge is still drained.
 */
const adult = caseFormMaker({ patientAge: '41', gender: 'male' });
const vitals = 'BP 130/82, HR 78, RR 14, T 36.9, SpO2 99%';

describe('a boil that drained itself', () => {
  it.each([
    [
      'Painful lump in the left armpit',
      'Painful lump in his armpit for four days. A 1 cm red, tender pimple-like lump that began draining pus on its own last night and is now soft and flat, with no fluctuant collection.',
    ],
    [
      'boil on my bum',
      'Had a boil on my bottom for a week, it burst by itself this morning and loads came out, feels much better now, just a small hole.',
    ],
  ])('%j: wound care, ESI 5', (complaint, story) => {
    const form = adult(complaint, story, vitals);
    expect(resourcesOf(form)).toEqual([]);
    expect(analyzeCase(form).esi).toBe(5);
  });

  it('near-miss: discharging a little but still a tense, fluctuant 3 cm lump is drained', () => {
    const form = adult(
      'boil in armpit',
      'Boil in the armpit for 5 days, discharged a little on its own but still a tense fluctuant 3 cm lump.',
      vitals,
    );
    expect(resourcesOf(form)).toContain('simpleProcedure');
  });
});
