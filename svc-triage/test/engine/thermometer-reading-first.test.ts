import { analyzeCase } from '../../src/domain/engine';
import { factsOf } from './support/case-forms';

/**
 * A temperature taken at home is often written reading first: "38.3 on home thermometer", "39.1 by the ear
 * thermometer". Read as the temperature, as "the thermometer said 38.3" already is.
 */
const temperatureOf = (vitals: string, symptoms = 'Feels hot.') =>
  factsOf({ patientAge: '12', gender: 'female', chiefComplaint: 'temperature', symptoms, vitals }).vitals
    .temperatureC;

it.each([
  ['38.3 on home thermometer, rechecked 38.4.', 38.3],
  ['39.1 by the ear thermometer', 39.1],
  ['37.9°C on a digital thermometer', 37.9],
])('"%s" is a temperature of %s', (vitals, expected) => {
  expect(temperatureOf(vitals)).toBe(expected);
});

it('near-miss: a thermometer without a reading gives no temperature', () => {
  expect(temperatureOf('', 'We have no thermometer at home, 2 doses of Calpol given.')).toBeUndefined();
});

it('a child on chemotherapy with a home reading of 38.3 is a possible neutropenic sepsis', () => {
  const result = analyzeCase({
    patientAge: '12',
    gender: 'female',
    chiefComplaint: 'temperature',
    symptoms: 'Having chemo for leukaemia, tired but talking normally.',
    vitals: '38.3 on home thermometer, rechecked 38.4.',
  });
  expect(result.redFlags.map((flag) => flag.id)).toContain('neutropenic-sepsis');
});
