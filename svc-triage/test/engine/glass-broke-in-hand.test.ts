import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/** "A glass broke in my hand" is a cut hand with glass in it: repaired and X-rayed for fragments. */
const form = caseFormMaker({ patientAge: '33', gender: 'male' });

it('a glass that broke in the hand while washing up is a laceration with an X-ray for glass', () => {
  const item = form(
    'A glass broke in my hand while I was washing up',
    'Deep cut across my palm, gaping, it feels gritty when I press. All my fingers bend and I can feel all my fingertips.',
    'HR 82 BP 130/78',
  );
  expect(presentationIds(item)[0]).toBe('laceration');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'simpleProcedure']));
});

it('near-miss: a hand hit with a hammer is a hand injury, not a cut', () => {
  expect(
    presentationIds(form('hit my hand with a hammer', 'Swollen knuckle, no cut.', 'HR 80')),
  ).not.toContain('laceration');
});
