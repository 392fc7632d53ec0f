import { factsOf } from './support/case-forms';

/**
 * Observations repeated on a 24-hour clock without a colon ("2015: HR 118, RR 30 ... 2040: HR 84, RR 14",
 * "2015hrs ... 2040hrs") are read at their latest set, as "20:15 ... 20:40" already are.
 */
const vitalsOf = (vitals: string) =>
  factsOf({
    patientAge: '22',
    gender: 'female',
    chiefComplaint: 'panic attack',
    symptoms: 'Settled now.',
    vitals,
  }).vitals;

it.each([
  '2015: HR 118, RR 30, BP 128/82, SpO2 100% air. 2040: HR 84, RR 14, BP 118/74, SpO2 99%',
  '2015hrs HR 118 RR 30 BP 128/82; 2040hrs HR 84 RR 14 BP 118/74',
])('"%s" is read at the latest set', (vitals) => {
  expect(vitalsOf(vitals)).toMatchObject({ heartRate: 84, respiratoryRate: 14, systolic: 118 });
});

it('near-miss: a single set is read as it is', () => {
  expect(vitalsOf('HR 118, RR 30, BP 128/82')).toMatchObject({ heartRate: 118, respiratoryRate: 30 });
});
