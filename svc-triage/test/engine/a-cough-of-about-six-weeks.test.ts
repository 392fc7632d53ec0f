import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A cough's length told with "about", "around" or "some" before a number word ("had this cough about six
 * weeks now") is a cough over 3 weeks: its chest X-ray (NICE NG12; NICE CKS Cough). The near-misses keep
 * the 3-week line and a pregnancy's weeks out.
 */
const older = caseFormMaker({ patientAge: '62', gender: 'male' });
const woman = caseFormMaker({ patientAge: '29', gender: 'female' });

it.each([
  'Had this cough about six weeks now, no fever, not short of breath.',
  'Coughing for around four weeks, feel fine otherwise.',
  'This cough has been going some five weeks, no blood, no fever.',
])('%j is a cough over 3 weeks: chest X-ray', (symptoms) => {
  expect(resourcesOf(older("cough won't go", symptoms))).toEqual(['xray']);
});

it('near-miss: a cough of "about two weeks" is not yet 3 weeks', () => {
  expect(resourcesOf(older('cough', 'Had this cough about two weeks now, no fever.'))).not.toContain('xray');
});

it('near-miss: "about six weeks pregnant" is not the length of the cough', () => {
  const item = woman(
    'cough',
    'Dry cough since a cold four days ago, no fever. She is about six weeks pregnant.',
  );
  expect(resourcesOf(item)).not.toContain('xray');
});
