import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/** A cut placed on the end, tip, top, side or pad "of it" is a laceration, told without naming the part. */
const person = caseFormMaker({ patientAge: '41', gender: 'female' });

it.each([
  "Shut my finger in the car door. There's a cut across the end of it that keeps bleeding.",
  'Caught her thumb on the tin, a cut on the tip of it, gaping.',
])('"%s" is a laceration with its repair', (symptoms) => {
  const item = person('finger injury', symptoms);
  expect(presentationIds(item)).toContain('laceration');
  expect(resourcesOf(item)).toContain('simpleProcedure');
});

it('near-miss: "cut across the field" is no wound', () => {
  expect(
    presentationIds(
      person('walked into a gate', 'Cut across the field and walked into a gate, bruised shin.'),
    ),
  ).not.toContain('laceration');
});
