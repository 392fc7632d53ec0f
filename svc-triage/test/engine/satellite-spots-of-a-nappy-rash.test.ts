import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * "Little red spots round the edges" of a red nappy rash are its satellite spots (candida), not
 * petechiae: a well baby with one is examined and given a cream (ESI 5). They had been read as petechiae,
 * a meningococcal rash and a bruise in a baby not yet mobile (ESI 2). Tiny red spots on a feverish
 * child's legs that do not fade are still a non-blanching rash.
 */
const baby = (symptoms: string, vitals = ''): CaseForm => ({
  patientAge: '9 months',
  gender: 'male',
  chiefComplaint: 'sore red bottom',
  symptoms,
  vitals,
  medicalHistory: 'none',
  currentMedications: 'sudocrem',
});

it.each([
  'Red raw rash in his nappy area for 3 days, worse in the creases with little red spots round the edges. Feeding well, no temperature.',
  'Bright red rash in the nappy area with a few small red spots around the edges. Happy, feeding well, no fever.',
])('"%s" is a nappy rash (ESI 5)', (symptoms) => {
  const result = analyzeCase(baby(symptoms));
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('meningococcal-disease');
  expect(result.esi).toBe(5);
});

it("near-miss: tiny red spots on a feverish baby's legs that don't fade are a non-blanching rash (ESI 1-2)", () => {
  expect(
    analyzeCase(
      baby(
        "Fever since this morning, tiny red spots on his legs that don't fade when I press a glass.",
        'T 39.1 HR 170',
      ),
    ).esi,
  ).toBeLessThanOrEqual(2);
});
