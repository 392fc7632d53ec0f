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

/**
 * The chief complaint may name the spots in words that read as petechiae ("little red spots all over his
 * neck and chest") while the story says they fade under a glass: they blanch, and a well, feeding baby
 * with no fever is neither meningococcal disease nor bruising in a baby who does not yet move about.
 */
describe('little red spots that fade under a glass', () => {
  const baby = (symptoms: string): CaseForm => ({
    patientAge: '7 months',
    gender: 'male',
    chiefComplaint: 'my baby has little red spots all over his neck and chest',
    symptoms,
    vitals: '',
    medicalHistory: 'none',
    currentMedications: 'vitamin d drops',
  });

  it('in a well baby in the heat are no emergency (ESI 5)', () => {
    const result = analyzeCase(
      baby(
        "It's been so hot this week. Tiny red spots in his creases, worse in the car seat. The spots go away when I press a glass on them. Feeding normally, happy, no temperature.",
      ),
    );
    const flags = result.redFlags.map((flag) => flag.id);
    expect(flags).not.toContain('meningococcal-disease');
    expect((result.presentations ?? []).map((found) => found.id)).not.toContain('spontaneous-bruising');
    expect(result.esi).toBe(5);
  });

  it('near-miss: the same spots said not to fade are a non-blanching rash (ESI 2 or more urgent)', () => {
    expect(
      analyzeCase(baby("Tiny red spots in his creases. They don't fade when I press a glass on them.")).esi,
    ).toBeLessThanOrEqual(2);
  });
});
