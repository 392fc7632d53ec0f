import { factsOf } from './support/case-forms';

/** A saturation read off a phone or watch app ("oxygen app 98%", "sats app 91") is a saturation. */
const spo2Of = (vitals: string) =>
  factsOf({
    patientAge: '21',
    gender: 'female',
    chiefComplaint: 'panic attack',
    symptoms: 'Settled.',
    vitals,
  }).vitals.spo2;

it.each([
  ['watch heart rate 88 now. oxygen app 98%', 98],
  ['sats app 91', 91],
])('"%s" is a saturation of %s', (vitals, expected) => {
  expect(spo2Of(vitals)).toBe(expected);
});

it('near-miss: an app with no reading gives no saturation', () => {
  expect(spo2Of('has an oxygen app but did not use it')).toBeUndefined();
});
