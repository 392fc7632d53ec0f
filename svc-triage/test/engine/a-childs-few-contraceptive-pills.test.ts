import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A toddler who ate two or three of her mother's contraceptive pills and is well has taken a substance of
 * low toxicity: advice (ESI 5), as the overdose complaint already held. A grandparent's blood pressure
 * tablets are not.
 */
const toddler = caseFormMaker({ patientAge: '3 years', gender: 'female' });

it("a few of her mother's combined pills in a well toddler is advice (ESI 5)", () => {
  const item = toddler(
    "Ate a few of her mother's contraceptive pills",
    "She got my pill packet 20 minutes ago - the combined pill, Microgynon. Three tablets at most. She's completely fine, eating her breakfast.",
  );
  expect(flagIds(item)).not.toContain('overdose-poisoning');
  expect(analyzeCase(item).esi).toBe(5);
});

it('tablets "popped out" of their blister pack are not a dislocation', () => {
  const item = toddler('pills', 'Three of the days are popped out of the packet, she may have eaten them.');
  expect(analyzeCase(item).presentations?.map((found) => found.id)).not.toContain('dislocation');
});

it('near-miss: "one tablet" of a calcium-channel blocker in a toddler is still an overdose', () => {
  const item = toddler(
    'ate a tablet',
    "Found with grandma's pill box, one tablet of amlodipine missing, dangerous even with one tablet.",
  );
  expect(flagIds(item)).toContain('overdose-poisoning');
});

it("near-miss: a toddler who ate two of grandad's blood pressure tablets is an overdose", () => {
  const item = toddler(
    'ate tablets',
    "Ate two of grandad's amlodipine tablets half an hour ago, seems well.",
  );
  expect(flagIds(item)).toContain('overdose-poisoning');
});
