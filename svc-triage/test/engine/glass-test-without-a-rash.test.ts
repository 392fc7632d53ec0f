import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A parent's glass test is a worry about a rash that does not fade, unless it was passed or there was no
 * rash to test: "No rash, I did the glass test" is reassurance, not a non-blanching rash.
 */
const form = caseFormMaker({ patientAge: '18 months', gender: 'female' });
const reasonsOf = (narrative: string) =>
  analyzeCase(form('high temperature', narrative, 'Temp 38.6, HR 142, RR 32, SpO2 98%')).reasons.join(' | ');

it('"no rash, I did the glass test" in a playful febrile toddler is no vulnerable fever', () => {
  expect(
    reasonsOf('Playing and smiling, drinking, wet nappies. No rash, I did the glass test. Snotty nose.'),
  ).not.toMatch(/vulnerable/i);
});

it('near-miss: a rash that stayed under the glass is a vulnerable fever', () => {
  expect(reasonsOf('Spots on her legs, I did the glass test and they are still there.')).toMatch(
    /vulnerable/i,
  );
});
