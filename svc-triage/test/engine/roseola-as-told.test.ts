import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Roseola as a parent or a crew tells it: the rash that comes as the fever goes, in a well infant with a
 * normal temperature now. No blood tests for the rash or the fever. A rash with a fever still there is not it.
 */
const form = caseFormMaker({ patientAge: '11 months', gender: 'male' });

it('a blanching rash the day after three days of fever stopped, in a well infant, needs nothing', () => {
  const item = form(
    'Rash all over after 3 days of fever',
    'High temps for 3 days, fever stopped yesterday, today pink spotty rash on tummy and back. Blanches. Alert, smiling, feeding, wet nappies.',
    'HR 128, RR 32, SpO2 99%, temp 37.1',
  );
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: a rash with a fever of 39.4 on the fifth day is worked up', () => {
  const item = form(
    'rash and fever',
    'Fever 5 days, still high, now rash on the trunk, red eyes, cracked lips.',
    'HR 160, RR 36, temp 39.4',
  );
  expect(resourcesOf(item)).toContain('labs');
});
