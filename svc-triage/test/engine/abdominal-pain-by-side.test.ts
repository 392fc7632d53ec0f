import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * Abdominal pain told with where it is between "pain" and "tummy": "pain low on the left side of my
 * tummy", "cramping in the lower part of her stomach". Recognised as abdominal pain.
 */
const form = caseFormMaker({ patientAge: '67', gender: 'female' });

it.each([
  "I've had this pain low on the left side of my tummy for three days, getting worse.",
  'Cramping in the lower part of her stomach since last night.',
  'Aching down the right side of his belly since yesterday.',
])('"%s" is abdominal pain', (narrative) => {
  expect(presentationIds(form('Pain low down on my left side', narrative, ''))).toContain('abdominal-pain');
});

it('near-miss: pain on the left side of the chest is not abdominal pain', () => {
  expect(
    presentationIds(form('pain on left side', 'Pain on the left side of my chest since lunch.', '')),
  ).not.toContain('abdominal-pain');
});
