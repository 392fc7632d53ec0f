import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, presentationIds } from './support/case-forms';

/**
 * "Temp 98.6 F" is a temperature in Fahrenheit, not "a 6-year-old female", and "T 102 F" not a
 * 102-year-old; "58 M" and "67f" are still an age and a sex. A tooth's pain "lower left side" is the jaw's,
 * not the abdomen's.
 */
const noAge = (symptoms: string) => ({
  patientAge: '',
  gender: '',
  chiefComplaint: 'unwell',
  symptoms,
  vitals: '',
});

it.each(['Temp 98.6 F, PR 78', 'T 102 F HR 120', 'temperature of 101F', 'Temp: 99.1F'])(
  '"%s" gives a temperature and no age',
  (symptoms) => {
    const facts = factsOf(noAge(symptoms));
    expect(facts.age).toBeNull();
    expect(facts.sex).toBe('unknown');
    expect(facts.vitals.temperatureC).toBeGreaterThan(36);
  },
);

it.each([
  ['58 M, chest pain', 58],
  ['67f, SOB', 67],
  ['BP 120/80, 45 F', 45],
])('"%s" still gives the age %i', (symptoms, years) => {
  expect(factsOf(noAge(symptoms)).age?.years).toBe(years);
});

it('tooth pain "lower left side" with a small gum swelling, no fever, mouth opens fully: dental, ESI 5', () => {
  const item = caseFormMaker({ patientAge: '45', gender: 'female' })(
    'tooth pain lower left side',
    'Tooth pain in lower left side since 3 days, small swelling on gum near that tooth. No swelling of face, no fever, able to open mouth fully.',
    'Temp 98.6 F, PR 78',
  );
  expect(presentationIds(item)).toEqual(['dental-problem']);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('near-miss: pain in the lower left side of the tummy is still an abdominal pain', () => {
  const item = caseFormMaker({ patientAge: '45', gender: 'female' })(
    'pain lower left side',
    'Pain in my lower left side since yesterday.',
  );
  expect(presentationIds(item)).toContain('abdominal-pain');
});
