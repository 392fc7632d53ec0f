import { caseFormMaker, presentationIds } from './support/case-forms';

/** A back tooth ("lower back tooth 3 days", "back teeth") is a molar, not the lower back. */
const form = caseFormMaker({ patientAge: '38', gender: 'female' });

it.each([
  ['tooth ache', 'lower back tooth 3 days, no face swelling, opens mouth fine'],
  ['back teeth hurting', 'Upper back teeth aching since yesterday, swallowing ok.'],
])('"%s" is no back pain', (complaint, narrative) => {
  expect(presentationIds(form(complaint, narrative, 'HR 80'))).not.toContain('back-pain');
});

it('near-miss: lower back pain after lifting is back pain', () => {
  expect(presentationIds(form('lower back', 'Lower back sore since lifting a box.', 'HR 80'))).toContain(
    'back-pain',
  );
});
