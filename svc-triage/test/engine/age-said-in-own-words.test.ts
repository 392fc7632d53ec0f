import { analyzeCase } from '../../src/domain/engine';
import { factsOf } from './support/case-forms';

/**
 * With the age field empty, the age a relative or the patient says is read ("my mum is 86", "I'm 34"),
 * but not a measure that follows a number ("she is 38 weeks", "he is 39.2").
 */
const form = (symptoms: string) => ({
  patientAge: '',
  gender: '',
  chiefComplaint: 'worried',
  symptoms,
  vitals: '',
});

it.each([
  ['my mum is 86, slipped in the bathroom this morning', 86],
  ["I'm 34 and have had a sore throat for two days", 34],
  ['our son is 4 and has a barking cough', 4],
  ["he's 79, lives alone, fell last night", 79],
])('"%s" gives the age %i', (symptoms, years) => {
  expect(factsOf(form(symptoms)).age?.years).toBe(years);
});

it.each([
  'she is 38 weeks pregnant and has a headache',
  'he is 39.2 on the thermometer',
  'she is 90 percent sure she took them',
  'I am 3 days late with my period',
])('"%s" gives no age', (symptoms) => {
  expect(factsOf(form(symptoms)).age).toBeNull();
});

it('an 86-year-old who cannot weigh-bear after a fall, with her leg shorter and turned out, is ESI 3', () => {
  const item = {
    ...form(
      'my mum is 86, slipped in the bathroom this morning n landed on her right hip, cant put any weight on it, right leg looks shorter and turned out. didnt hit her head, talking normal',
    ),
    chiefComplaint: 'mum fell cant walk',
    gender: 'female',
  };
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});
