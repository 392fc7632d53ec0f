import { ageFromNarrative, sexFromNarrative } from '../../src/domain/engine/reading/demographics.reader';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';

describe('age read from the narrative when the field is empty', () => {
  it.each([
    ['58M c/o CP x2h', 58],
    ['A 72-year-old woman with confusion', 72],
    ['72 year old man', 72],
    ['45 yo F, abd pain', 45],
    ['45yo male', 45],
    ['aged 81, lives alone', 81],
    ['Age: 33', 33],
    ['4 mo old boy with fever', 0.329],
    ['6-month-old with cough', 0.5],
    ['3 week old baby, poor feeding', 0.057],
    ['10 day old, jaundiced', 0.027],
    ['newborn with a cold umbilical stump', 0.003],
    ['pt is 19 y/o', 19],
  ])('%s → %d years', (text, years) => {
    expect(ageFromNarrative(text)?.years).toBeCloseTo(years, 2);
  });

  it('finds no age in a narrative without one, nor in a duration', () => {
    expect(ageFromNarrative('chest pain for 3 days, 2 episodes of vomiting')).toBeNull();
  });
});

describe('sex read from the narrative when the field is empty', () => {
  it.each([
    ['58M c/o CP', 'male'],
    ['A 72-year-old woman, she fell', 'female'],
    ['the boy fell off his bike', 'male'],
    ['her daughter says she is confused', 'female'],
    ['patient fell, unknown', 'unknown'],
  ])('%s → %s', (text, sex) => {
    expect(sexFromNarrative(text)).toBe(sex);
  });
});

describe('readCaseFacts', () => {
  it('takes age and sex from the narrative only when the fields are empty', () => {
    const facts = readCaseFacts({
      patientAge: '',
      gender: '',
      chiefComplaint: 'CP',
      symptoms: '67F with crushing chest pain',
      vitals: '',
    });
    expect(facts.age?.years).toBe(67);
    expect(facts.sex).toBe('female');
    const filled = readCaseFacts({
      patientAge: '40',
      gender: 'male',
      chiefComplaint: 'CP',
      symptoms: '67F with crushing chest pain',
      vitals: '',
    });
    expect(filled.age?.years).toBe(40);
    expect(filled.sex).toBe('male');
  });

  it('prefers the vitals field, then the narrative, then the history for a vital sign', () => {
    const facts = readCaseFacts({
      patientAge: '50',
      gender: 'male',
      chiefComplaint: 'dizzy',
      symptoms: 'on arrival pulse 120 and thready, BP 84/palp',
      vitals: 'HR 110',
      medicalHistory: 'hypertension, usual BP 150/90, usual temp 36.5',
    });
    expect(facts.vitals).toMatchObject({ heartRate: 110, systolic: 84, temperatureC: 36.5 });
  });
});

describe('a height is not an age and sex', () => {
  it('reads "58 M" as a 58-year-old man, but "fell 2 m" as no age at all', () => {
    expect(ageFromNarrative('58 M with chest pain')?.years).toBe(58);
    expect(ageFromNarrative('fell 2 m from a ladder')).toBeNull();
    expect(sexFromNarrative('fell 2 m from a ladder')).toBe('unknown');
  });
});
