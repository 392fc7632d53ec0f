import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A result whose repeat is already back and normal needs nothing repeated: "repeat was normal", a haemolysed
 * potassium of 6.4 whose repeat this morning came back 4.3.
 */
const form = caseFormMaker({ patientAge: '52', gender: 'male' });

it('a haemolysed potassium of 6.4 repeated this morning at 4.3, well: no tests', () => {
  const item = form(
    'Told to come in about high potassium blood result',
    "Lab rang out K 6.4 on routine bloods yesterday, sample 'haemolysed, delayed in transit'. Repeat taken at surgery this morning, result back 4.3, creat normal. Pt well, no symptoms.",
    'HR 72, BP 130/80, SpO2 98%',
  );
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: a potassium of 6.4 the GP asks to repeat urgently is repeated', () => {
  const item = form(
    'abnormal blood result',
    'K 6.4 on routine bloods yesterday, haemolysed. GP asks for urgent repeat today. Well.',
    'HR 72, BP 130/80',
  );
  expect(resourcesOf(item)).toContain('labs');
});
