import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A fracture already treated, back weeks later with a question about its cast or boot and nothing new,
 * is checked, not X-rayed again: ESI 5. A cast gone soft or loose is replaced after an X-ray of the
 * position, and new pain, a fall or a numb hand are looked at again.
 */
const form = caseFormMaker({ patientAge: '9', gender: 'female' });

it.each([
  'Plaster cast on her arm for a broken wrist (2 weeks), got it a bit wet in the bath and it itches. Still hard, fingers pink and warm, she can wiggle them, no pain.',
  'Broke my ankle 6 weeks ago, in a moon boot, fracture clinic never rang. Stopped hurting, walking fine in it, can I take it off?',
])('"%s" needs no X-ray (ESI 5)', (symptoms) => {
  expect(analyzeCase(form('cast question', symptoms)).esi).toBe(5);
});

it('near-miss: a cast gone soggy and loose keeps the X-ray before recasting', () => {
  expect(
    resourcesOf(
      form(
        'cast got wet',
        'Broke his wrist 2 weeks ago, cast went in the pool, now soggy and slides around. Fingers pink.',
      ),
    ),
  ).toContain('xray');
});

it('near-miss: a fall onto the cast since keeps the X-ray', () => {
  expect(
    resourcesOf(
      form(
        'wrist pain',
        'Broke her wrist 3 weeks ago, in a cast; fell again today onto it, wrist pain worse.',
      ),
    ),
  ).toContain('xray');
});

it('a plaster rubbing behind the knee, toes warm and wiggling, not hurt again: a cast check, ESI 5', () => {
  const item = caseFormMaker({ patientAge: '21', gender: 'male' })(
    'Plaster rubbing behind knee',
    "I've got a plaster on my leg for a broken ankle bone, put on last week. The top edge at the back of my knee is rubbing and it's made the skin red and sore. My toes are fine - I can wiggle them, no tingling, they're warm. I haven't hurt it again.",
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});
