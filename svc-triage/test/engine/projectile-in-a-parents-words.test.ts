import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Vomiting that is projectile is the pyloric stenosis's sign: a blood gas, electrolytes and an ultrasound
 * of the pylorus, ESI 3 (NICE CKS). A parent says "projectile sick", "it shoots right across the room",
 * "forceful vomiting": the lay reading had turned "projectile sick" into plain vomiting and lost the word.
 * Possetting after feeds in a thriving baby stays a visit for advice.
 */
const baby = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '5 weeks',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: 'temp 36.8',
  medicalHistory: 'born at term',
  currentMedications: 'none',
});

it.each([
  ['projectile sick after every feed', 'For 4 days, just milk, never green. Starving straight after.'],
  [
    'sick after every feed',
    'The milk shoots right across the room after every feed, never green, hungry again straight away.',
  ],
  [
    'forceful vomiting',
    'Forceful vomiting after nearly every feed for four days, the milk shooting across the room.',
  ],
])('"%s" is a possible pyloric stenosis (ESI 3)', (chiefComplaint, symptoms) => {
  const result = analyzeCase(baby(chiefComplaint, symptoms));
  expect(result.scores.esi.resources).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
  expect(result.esi).toBe(3);
});

it('near-miss: a little milk brought back after feeds in a thriving baby is advice (ESI 5)', () => {
  expect(
    analyzeCase(
      baby(
        'brings up milk after feeds',
        'Small possets after most feeds, gaining weight, plenty of wet nappies, happy.',
      ),
    ).esi,
  ).toBe(5);
});
