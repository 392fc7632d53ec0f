import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Bone visible at the base of a grade 4 pressure sore is the sore's depth (osteomyelitis to look for), not
 * an open fracture. Bone seen in a wound after an injury is.
 */
const form = caseFormMaker({ patientAge: '86', gender: 'male' });

it('bone visible in a grade 4 sacral pressure ulcer is not an open fracture', () => {
  const item = form(
    'Sacral pressure sore, offensive discharge',
    'Bed-bound. Grade 4 sacral PU (bone visible per DN), increasing offensive discharge and surrounding redness x3d.',
    'HR 96 T 37.9',
  );
  expect(flagIds(item)).not.toContain('open-fracture-neurovascular');
});

it('near-miss: bone visible in a shin wound after a fall is an open fracture', () => {
  expect(
    flagIds(form('fall', 'Fell down the steps, wound on the shin with bone visible.', 'HR 100')),
  ).toContain('open-fracture-neurovascular');
});
