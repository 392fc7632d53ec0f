import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A baby who rolled off the bed has had a fall, not a rolled ankle; with no mark or bruise found and
 * behaving normally, nothing needs an X-ray.
 */
const form = caseFormMaker({ patientAge: '10 months', gender: 'female' });

it('a baby who rolled off the bed, cried at once, now crawling, no bruise: a fall with no resources', () => {
  const item = form(
    'Baby rolled off the bed onto the floor',
    'Rolled off the side of the bed, about half a metre, onto carpet. Cried straight away, no loss of consciousness, not vomited. Crawling around and smiling. There is no swelling or bruise on her scalp.',
    'HR 128 RR 32 SpO2 99%',
  );
  expect(presentationIds(item)).toContain('fall');
  expect(presentationIds(item)).not.toContain('lower-extremity-injury');
  expect(resourcesOf(item)).toEqual([]);
});

it('a 7-month-old off the bed onto carpet, "no scalp swelling", smiling, whom mum fears is brain damaged: no resources', () => {
  const item = form(
    "rolled off bed - mum 'terrified he's damaged his brain'",
    "Mum: 'he rolled off our bed onto the carpet. I think he's brain damaged!' About 50cm, cried straight away, settled with a feed, no vomiting, acting normally. No scalp swelling, fontanelle soft, moving all limbs, smiling.",
    'HR 128 RR 32 SpO2 99%',
    '7 months',
    'male',
  );
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: a rolled ankle is an ankle injury', () => {
  expect(
    presentationIds(form('rolled ankle', 'Rolled her ankle on a kerb, swollen.', 'HR 80', '30')),
  ).toContain('lower-extremity-injury');
});
