import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Poisons, bites and the environment at every age: deliberate overdoses (paracetamol at once or
 * staggered, tricyclics, opioids, benzodiazepines, iron, aspirin, beta-blockers, calcium-channel blockers,
 * lithium, insulin), children's ingestions (button batteries, magnets, detergent pods, a grandparent's
 * tablets, plants, harmless things), alcohol and recreational drugs, carbon monoxide, chemicals, snakes,
 * spiders, insects, ticks and the sea, dog and cat bites, heat and cold, drowning, electricity, diving and
 * altitude, sunburn, and the calls for advice after a harmless exposure. Thirty cases per ESI level, in
 * nurses' notes, telephone calls, teaching paragraphs, patients' and parents' words and registration
 * fields. Written blind from ESI v4 guideline knowledge, without reading the engine or the other sets,
 * and frozen before any rule was changed for it: a tuning set.
 */
const poisons = readFrozenCaseSet('poisons-set.jsonl');

describeFrozenCaseSet(poisons, {
  name: 'poisons set',
  sha256: '92841712175c1d4c51f1ff898a22109317dfed5d56eb7121ce855d44888de5ea',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'phone-call', 'teaching', 'own-words', 'registration'],
});

describe('the poisons set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of poisons.cases)
      expect(item.id).toMatch(new RegExp(`^p-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
