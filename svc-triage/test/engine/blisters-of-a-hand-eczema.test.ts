import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A few tiny blisters in dry, cracked skin, worse since a new hair dye, or in an eczema: a hand dermatitis
 * with its cause, treated with gloves, emollient and a steroid cream, not a blistering eruption to test
 * for SJS/TEN or pemphigus. Blisters spreading, in the mouth, with fever or after a new drug still are.
 */
const adult = caseFormMaker({ patientAge: '41', gender: 'female' });

it.each([
  'Hairdresser, hands red and itchy for two weeks, worse since the salon changed to a new dye. Dry, cracked skin with a few tiny blisters on the backs of the fingers. No fever, otherwise well.',
  'Itchy eczema flare on both palms with small blisters along the sides of the fingers, no fever, well in herself.',
])('%j needs no blood tests', (symptoms) => {
  expect(resourcesOf(adult('Itchy rash on both hands', symptoms, 'T 36.6 HR 74 BP 122/76'))).not.toContain(
    'labs',
  );
});

it.each([
  'Blisters spreading over her arms and chest since yesterday, dry cracked lips, feels unwell.',
  'Started a new tablet last week, now blisters on her hands and sore mouth ulcers.',
])('near-miss: %j is a blistering eruption to test', (symptoms) => {
  expect(resourcesOf(adult('rash with blisters', symptoms, 'T 37.9 HR 96'))).toContain('labs');
});
