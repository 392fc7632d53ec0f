import { analyzeCase } from '../../src/domain/engine';
import { readSpokenText } from '../../src/domain/engine/reading/spoken-text';
import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * A note dictated to speech recognition arrives with its punctuation spoken ("comma", "period") and its
 * numbers in words ("heart rate thirty two", "blood pressure one twenty two over seventy eight",
 * "temperature thirty eight point three", "saturations ninety nine percent"). Read into digits and marks,
 * every vital sign and count is there for the rules; a single digit word ("one wet nappy") and a
 * menstrual period stay as they are.
 */
const adult = caseFormMaker({ patientAge: '68', gender: 'male' });

describe('spoken numbers and punctuation', () => {
  it.each([
    ['temperature thirty eight point three', 'temperature 38.3'],
    ['heart rate one hundred and sixty', 'heart rate 160'],
    ['heart rate a hundred and twenty', 'heart rate 120'],
    ['blood pressure one twenty two over seventy eight', 'blood pressure 122 over 78'],
    ['blood pressure one forty over ninety', 'blood pressure 140 over 90'],
    ['saturations ninety nine percent', 'saturations 99%'],
    ['twenty-four hours', '24 hours'],
  ])('"%s" reads "%s"', (spoken, written) => {
    expect(readSpokenText(spoken)).toBe(written);
  });

  it('a dictated text’s "comma" and sentence-ending "period" become marks', () => {
    expect(readSpokenText('Looks pink and alert period Feeding well comma no vomiting period')).toBe(
      'Looks pink and alert. Feeding well, no vomiting.',
    );
  });

  it('near-miss: single digit words, a menstrual period and an undictated "period" stay words', () => {
    expect(readSpokenText('one fewer wet nappy comma two of her pills')).toBe(
      'one fewer wet nappy, two of her pills',
    );
    expect(readSpokenText('her last period was two weeks ago comma regular')).toBe(
      'her last period was two weeks ago, regular',
    );
    expect(readSpokenText('heavy bleeding for a period of days')).toBe('heavy bleeding for a period of days');
  });
});

describe('a dictated case', () => {
  it('heart rate thirty two and blood pressure seventy over forty, grey and confused: unstable bradycardia (ESI 1)', () => {
    const item = adult(
      'dizzy and blacking out',
      'Brought by ambulance with dizziness and two blackouts today period Grey and sweaty comma confused to time period',
      'heart rate thirty two comma blood pressure seventy over forty comma saturations ninety four percent',
    );
    const facts = factsOf(item);
    expect(facts.vitals).toMatchObject({ heartRate: 32, systolic: 70, spo2: 94 });
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('"took thirty of the paracetamol" after an argument is an overdose (ESI 2)', () => {
    const item = adult(
      'took tablets',
      'Took thirty of the paracetamol five hundred milligram tablets three hours ago after an argument period Looks well comma no vomiting period',
      'heart rate eighty two comma blood pressure one twenty two over seventy eight',
      '34',
      'female',
    );
    expect(flagIds(item)).toContain('overdose-poisoning');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a three-week-old with a rectal temperature of thirty eight point three is a febrile neonate (ESI 2)', () => {
    const item = adult(
      'hot baby',
      'Felt hot tonight comma feeding a bit less period Pink and alert period',
      'temperature thirty eight point three rectal comma heart rate one hundred and sixty',
      '3 weeks',
    );
    const facts = factsOf(item);
    expect(facts.vitals.temperatureC).toBe(38.3);
    expect(analyzeCase(item).esi).toBe(2);
  });
});
