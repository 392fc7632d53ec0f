import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * The Ottawa ankle rule's bony points as a crew or a patient names them: "the outer ankle bone", "the inner
 * ankle bone", "the bony edges". Not tender on them, walking, no midfoot tenderness: the rule is negative
 * and the sprain needs no X-ray (ESI 5).
 */
const adult = caseFormMaker({ patientAge: '47', gender: 'female' });
const ottawaOf = (item: ReturnType<typeof adult>) =>
  (analyzeCase(item).decisionRules ?? []).find((rule) => rule.id === 'ottawa-ankle');

it.each([
  'Rolled her left ankle on the cobbles, walked back to the coach limping. Swelling in front of the outer ankle bone, not tender on the bony edges or the base of the fifth metatarsal.',
  'Twisted ankle stepping off a kerb, walking on it. No tenderness over the outer or inner ankle bones, navicular or fifth metatarsal.',
  "He went over on his ankle coming off the kerb. A bit puffy on the outside but he walked home on it. I pressed on the bones on both sides like the website says and it's not sore there, just the soft bit in front.",
])('"%s" is a negative Ottawa rule: no X-ray (ESI 5)', (symptoms) => {
  const item = adult('twisted ankle', symptoms, 'HR 74 BP 130/82 pain 3/10');
  expect(ottawaOf(item)?.outcome).toMatch(/^negative/);
  expect(resourcesOf(item)).not.toContain('xray');
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: tender over the outer ankle bone is positive', () => {
  const item = adult(
    'twisted ankle',
    'Inversion injury, walking with a limp, tender over the tip of the outer ankle bone.',
  );
  expect(ottawaOf(item)?.outcome).toMatch(/^positive/);
  expect(resourcesOf(item)).toContain('xray');
});

it('near-miss: pressed on the bones and it hurt there is not a negative rule', () => {
  const item = adult(
    'rolled ankle',
    "Went over on it, walked home. I pressed on the bones on both sides and it's really sore on the outside one.",
  );
  expect(ottawaOf(item)?.outcome).not.toMatch(/^negative/);
});
