import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * An event dated by a bare year ("also had a stroke 2018 with full recovery") is history, like one "in
 * 2018": an old stroke does not make a visit for repeat prescriptions a stroke now. A clock time is not a
 * year: "had a fall at 1930", "had a fit 2015 hrs".
 */
const elder = caseFormMaker({ patientAge: '91', gender: 'male' });
const calm = 'HR 66, BP 136/76, RR 16, SpO2 96%, T 36.4';

describe('a past event dated by its year', () => {
  it('"had a stroke 2018 with full recovery" is history, and a prescription visit is ESI 5', () => {
    const item = elder(
      'needs tablets',
      'Had a heart attack 2 yrs ago with 2 stents, also had a stroke 2018 with full recovery. Visiting family, left his pill box at home. No chest pain, no SOB, walks daily. Needs scripts for aspirin, clopidogrel, statin.',
      calm,
    );
    expect(flagIds(item)).not.toContain('stroke-tia');
    expect(factsOf(item).presenting.affirmed).not.toContain('stroke');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it.each(['Had a fall at 1930 and hit his head.', 'Had a fall 2015 hrs, hit his head on the floor.'])(
    'near-miss: "%s" is now',
    (story) => {
      expect(factsOf(elder('fall', story, calm)).presenting.affirmed).toContain('fall');
    },
  );
});
