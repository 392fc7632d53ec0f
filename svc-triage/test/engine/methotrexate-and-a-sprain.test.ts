import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Methotrexate's warning signs (BSR/BHPR 2017: a sore throat, mouth ulcers, unexplained bruising or
 * bleeding, breathlessness) need a blood count the same day. The bruise over a twisted ankle is the
 * sprain's, not the marrow's.
 */
const onMethotrexate = (complaint: string, symptoms: string) => ({
  ...caseFormMaker({ patientAge: '57', gender: 'female' })(complaint, symptoms, 'HR 74 BP 124/78 T 36.6'),
  currentMedications: 'methotrexate 15 mg weekly, folic acid',
});

it('a rolled ankle with swelling and bruising over the outer ankle: the X-ray, no methotrexate bloods', () => {
  expect(
    resourcesOf(
      onMethotrexate(
        'twisted ankle',
        'Rolled her ankle off a kerb, swelling and bruising over the lateral malleolus, tender over its posterior edge, can take a few steps.',
      ),
    ),
  ).toEqual(['xray']);
});

it.each([
  ['bruising', 'Easy bruising on her arms and legs for a week and her gums bleed when she brushes.'],
  ['mouth ulcers', 'Several mouth ulcers and a sore throat for three days.'],
])('near-miss: %s on methotrexate gets the blood count', (complaint, symptoms) => {
  expect(resourcesOf(onMethotrexate(complaint, symptoms))).toContain('labs');
});
