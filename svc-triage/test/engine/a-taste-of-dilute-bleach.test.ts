import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * A toddler's mouthful of diluted household bleach, spat out, well since: an irritant watched at home
 * (TOXBASE: sodium hypochlorite), no tests. Bleach drunk neat, on purpose, or with drooling, vomiting or
 * a catch in the breath is still a poisoning that cannot wait.
 */
const toddler = caseFormMaker({ patientAge: '3', gender: 'female' });

it('a mouthful of diluted bleach spat out, normal since: no resources (ESI 5)', () => {
  const item = toddler(
    'my daughter drank bleach',
    "She picked up the cup I'd mixed a little bleach into water in and took a mouthful. She spat most of it out straight away and coughed a few times. That was 2 hours ago. Since then totally normal, drinking juice, no drooling, no being sick, breathing fine, playing.",
  );
  expect(flagIds(item)).not.toContain('overdose-poisoning');
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

describe('near-misses', () => {
  it.each([
    'Drank bleach from the bottle under the sink, now drooling and crying when she swallows.',
    'Drank bleach, a mouthful of it diluted in water, and has vomited twice since.',
  ])('%j is a poisoning (ESI 2)', (story) => {
    const item = toddler('drank bleach', story);
    expect(flagIds(item)).toContain('overdose-poisoning');
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });

  it('an adult who drank diluted bleach on purpose is a poisoning', () => {
    expect(
      flagIds(
        toddler(
          'drank bleach',
          'Drank bleach diluted in water on purpose, a mouthful, wants to die.',
          '',
          '34',
        ),
      ),
    ).toContain('overdose-poisoning');
  });
});
