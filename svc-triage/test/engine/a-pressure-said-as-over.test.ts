import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A blood pressure said without its name, "118 over 72", in a run of spoken observations ("obs normal,
 * 118 over 72, pulse 78"), as "118/72" is already read. A count or a time after "over" is no pressure.
 */
const form = caseFormMaker({ patientAge: '28', gender: 'female' });
const pressureOf = (narrative: string) => {
  const { systolic, diastolic } = factsOf(form('low mood', narrative)).vitals;
  return [systolic, diastolic];
};

it.each([
  ['Obs are normal, 118 over 72, pulse 78, sats 99, temp 36.5.', [118, 72]],
  ['pulse 110, 86 over 50 and she looks grey', [86, 50]],
])('%j is a blood pressure', (narrative, pressure) => {
  expect(pressureOf(narrative)).toEqual(pressure);
});

it.each([
  'Counted 120 over 60 seconds for the pulse',
  'He is 80 over 65 kg heavier than last year',
  'Drank 100 over 24 hours',
])('near-miss: %j is no blood pressure', (narrative) => {
  expect(pressureOf(narrative)).toEqual([undefined, undefined]);
});
