import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A weever fish sting on the sole while paddling, eased by hot water, with no spine seen and nothing
 * systemic, is hot water, analgesia and advice (ESI 5). A spine seen in the wound, or a stingray's barb,
 * is X-rayed.
 */
const form = caseFormMaker({ patientAge: '34', gender: 'female' });

it('a weever fish sting eased by hot water is advice (ESI 5)', () => {
  const item = form(
    'Stung on the sole of the foot by a fish while paddling',
    'Stood on something in the sand - the lifeguard says a weever fish. Tiny puncture on the sole, throbbing, now 4 out of 10 after hot water. No spine visible in the hole, no swelling up the leg, walked to the car.',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

it.each([
  ['weever fish sting', 'Weever fish sting on the heel, a spine still in the wound.'],
  ['stingray', 'Stingray barb went into the foot while wading.'],
])('near-miss: "%s" is X-rayed', (chiefComplaint, symptoms) => {
  expect(resourcesOf(form(chiefComplaint, symptoms))).toContain('xray');
});
