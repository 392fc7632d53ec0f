import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * "Nil vomiting, nil abdo pain, eating + drinking fine": the "nil" list ran on over the commas and denied
 * the eating and drinking, so a diabetic well enough to drink was given IV fluids (ESI 3 for ESI 4). A
 * segment that tells how well something goes ends the list.
 */
const adult = caseFormMaker({ patientAge: '58', gender: 'male' });
const read = (symptoms: string) => factsOf(adult('high sugars', symptoms, 'HR 84')).presenting;

describe('a list of denials ends where something goes well', () => {
  it.each([
    ['Nil vomiting, nil abdo pain, eating + drinking fine.', 'eating + drinking fine'],
    ['Nil fever, nil cough, sleeping ok.', 'sleeping ok'],
    ['Denies vomiting, diarrhoea, passing urine normally.', 'passing urine normally'],
  ])('%s', (symptoms, kept) => {
    expect(read(symptoms).affirmed).toContain(kept);
  });

  describe('near misses: the list still reaches its "or"', () => {
    it.each([
      [
        'She has no bleeding, bruising or falls and feels well.',
        ['bleeding', 'bruising or falls and feels well.'],
      ],
      ['Nil vomiting, nil diarrhoea, nil rash.', ['vomiting', 'diarrhea', 'rash.']],
    ])('%s', (symptoms, denied) => {
      expect(read(symptoms).negated).toEqual(expect.arrayContaining(denied));
    });
  });
});
