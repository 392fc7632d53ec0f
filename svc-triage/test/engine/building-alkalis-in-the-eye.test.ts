import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * The building trade's alkalis (lime mortar, wet concrete, hydrated lime, limewash) burn the eye as cement
 * does (RCOphth: chemical eye injury, irrigate to a neutral pH): a chemical eye injury. Lime juice is not.
 */
const form = caseFormMaker({ patientAge: '44', gender: 'male' });

it.each([
  [
    'wet lime mortar splashed into right eye',
    'Mixing mortar on site, no goggles, eye very painful, vision milky.',
  ],
  [
    'eye injury',
    'Wet concrete flicked into his left eye from the mixer, rinsed for 5 minutes, still burning.',
  ],
  ['eye splash', 'Hydrated lime blew into both eyes while spreading it on a field.'],
])('"%s: %s" is a chemical eye injury', (complaint, symptoms) => {
  expect(flagIds(form(complaint, symptoms))).toContain('chemical-eye-injury');
});

it('near-miss: lime juice squeezed into an eye while cooking is not', () => {
  expect(
    flagIds(form('sore eye', 'Squirted lime juice in my eye while cooking, stinging, rinsed, seeing fine.')),
  ).not.toContain('chemical-eye-injury');
});
