import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * "Not responding to oral antibiotics", "doesn't respond to his inhalers": a treatment that failed, not an
 * unresponsive patient; so is an illness said to be "not responding" ("ear infection not responding"). A
 * patient "not responding" and "does not respond to pain" still are.
 */
const form = caseFormMaker({ patientAge: '79', gender: 'female' });

it.each([
  'Cellulitis of the left shin not responding to oral antibiotics, afebrile, mentally herself.',
  "Asthma that doesn't respond to his inhalers any more, talking in full sentences.",
  'Migraine not responding well to her usual tablets.',
  'Ear infection not responding - canal swollen shut, drops cannot get in.',
  'GP letter: cellulitis not responding, afebrile, walking about.',
])('"%s" is an alert patient', (narrative) => {
  expect(mentalStatusOf(form('referral', narrative, 'HR 84 BP 142/78'))).toMatchObject({ altered: false });
});

it.each([
  'Found on the floor, not responding.',
  'Does not respond to pain, GCS 3.',
  'Had a fit with a high fever, now not responding.',
])('near-miss: "%s" is unresponsive', (narrative) => {
  expect(mentalStatusOf(form('collapse', narrative, 'HR 84'))).toMatchObject({ altered: true, avpu: 'U' });
});
