import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * "Mum's done the glass test and it fades completely" is a blanching rash: a glass test passed is not a
 * non-blanching rash, and a well toddler whose fever has gone with a pink rash that fades is not a
 * child with fever and a possible meningococcal rash (ESI 2). A glass test the spots do not fade under
 * still is.
 */
const toddler = (symptoms: string): CaseForm => ({
  patientAge: '2',
  gender: 'female',
  chiefComplaint: 'new rash after three days of fever',
  symptoms,
  vitals: "mum's thermometer 37.2 this morning",
  medicalHistory: 'healthy, immunisations up to date',
  currentMedications: 'none',
});

it('"did the glass test and it fades completely" is not a high-risk fever (ESI 3 or less urgent)', () => {
  const result = analyzeCase(
    toddler(
      "High temperatures for three days, the fever went this morning and now a pink blotchy rash on her tummy. Mum's done the glass test and it fades completely. Playing, drinking.",
    ),
  );
  expect(result.esi).toBeGreaterThanOrEqual(3);
});

it("near-miss: a glass test the spots don't fade under, with a fever, is ESI 2 or more urgent", () => {
  expect(
    analyzeCase(
      toddler("Fever since yesterday, now spots on her legs. Did the glass test and they don't fade."),
    ).esi,
  ).toBeLessThanOrEqual(2);
});
