import { caseFormMaker, resourcesOf, presentationIds } from './support/case-forms';

/**
 * Straining and crying when he tries to wee, with no wet nappy for hours: urinary retention, which the
 * catheter relieves. A dribbling stent named in the story is not the slow stream of a man's prostate.
 */
const toddler = caseFormMaker({ patientAge: '2', gender: 'male' });

it('a toddler straining to wee after his hypospadias repair is in retention and is catheterised', () => {
  const item = toddler(
    'not weeing since stent fell out',
    'Hypospadias repair 4/7 ago, dribbling stent fell out this morning. No wet nappy for 8h, straining and crying when he tries to wee. Lower tummy feels full.',
    'HR 128 RR 28 T 37.2',
  );
  expect(presentationIds(item)).toContain('urinary-retention');
  expect(resourcesOf(item)).toContain('simpleProcedure');
});

it('an older man who tries to pass urine but nothing comes is in retention', () => {
  const item = toddler(
    "can't pee",
    'Tried to pass urine but nothing comes since last night, lower belly aching.',
    'HR 96 BP 150/90',
    '78',
  );
  expect(resourcesOf(item)).toContain('simpleProcedure');
});
