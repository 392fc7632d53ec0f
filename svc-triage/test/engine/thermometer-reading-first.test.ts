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

describe('a vitals field that is a bare reading of a tenth', () => {
  it.each([
    ['38.4 twice, 20 minutes apart', 38.4],
    ['39.1 at 2am, calpol given', 39.1],
  ])('"%s" is a temperature of %s', (vitals, expected) => {
    expect(temperatureOf(vitals)).toBe(expected);
  });

  it.each(['38.4 kg', '37.5 weeks', '36.5/40'])('near-miss: "%s" is not', (vitals) => {
    expect(temperatureOf(vitals, 'Feels fine.')).toBeUndefined();
  });

  it('a woman on chemotherapy just back from a cruise with "38.4 twice" is a possible neutropenic sepsis (ESI 2)', () => {
    const result = analyzeCase({
      patientAge: '45',
      gender: 'female',
      chiefComplaint: 'temperature on my chemo, just got back from a cruise',
      symptoms: "I'm having chemo for breast cancer, last one was 9 days ago. Shivers tonight.",
      vitals: '38.4 twice, 20 minutes apart',
    });
    expect(result.redFlags.map((flag) => flag.id)).toContain('neutropenic-sepsis');
    expect(result.esi).toBe(2);
    // Got back from a cruise: a return, not a back.
    expect((result.presentations ?? []).map((presentation) => presentation.id)).not.toContain('back-pain');
  });
});
