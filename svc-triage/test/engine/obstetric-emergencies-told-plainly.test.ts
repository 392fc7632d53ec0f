import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Two obstetric emergencies told without their textbook names. A cord felt "hanging out" or a "rope
 * thing coming out, pulsing" after the waters broke is a cord prolapse: the presenting part is lifted
 * off it now (ESI 1), and waters that have broken say a pregnancy as plainly as the word. After a
 * birth, a partner's account of racing speech, a baby "swapped, isn't ours" or messages through the
 * television is postpartum psychosis, a psychiatric emergency for mother and baby (ESI 2).
 */
const labouring = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '27',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals: '',
  medicalHistory: 'one normal delivery before',
  currentMedications: 'none',
});

it.each([
  [
    'something hanging out down below',
    'My waters went in a big gush ten minutes ago and there is something hanging out, I think it is the cord. 39 weeks, no contractions yet.',
  ],
  [
    'waters broke',
    '37 weeks. Waters broke at home and I can feel a slippery rope thing coming out of me, it is sort of pulsing.',
  ],
  ['cord prolapse', 'G2P1 at 38 weeks, SROM 20 min ago, cord visible at the introitus.'],
])('"%s: %s" is a cord prolapse (ESI 1)', (chiefComplaint, symptoms) => {
  const result = analyzeCase(labouring(chiefComplaint, symptoms));
  expect(result.redFlags.map((flag) => flag.id)).toContain('cord-prolapse');
  expect(result.esi).toBe(1);
});

it('near-miss: a newborn girl whose cord stump is hanging off is not a cord prolapse', () => {
  const result = analyzeCase({
    patientAge: '6 days',
    gender: 'female',
    chiefComplaint: 'umbilical cord stump hanging off',
    symptoms: 'Cord stump hanging out by a thread, a spot of blood on the nappy, feeding well, no redness.',
    vitals: '',
    medicalHistory: 'born at term',
    currentMedications: 'none',
  });
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('cord-prolapse');
});

const afterBirth = (symptoms: string): CaseForm => ({
  patientAge: '29',
  gender: 'female',
  chiefComplaint: 'strange behaviour a week after giving birth',
  symptoms,
  vitals: 'BP 122/76 HR 94 RR 16 T 36.8',
  medicalHistory: 'normal delivery 8 days ago',
  currentMedications: 'none',
});

it.each([
  'Partner says she has not slept for three nights, pressured speech, laughing to herself. Denies thoughts of harm.',
  "Husband says she believes the baby has been swapped and isn't ours, and she tried to leave the house at 3am with the baby.",
  'She says she is getting messages through the television about the baby. Not sleeping.',
])('"%s" is postpartum psychosis (ESI 2)', (symptoms) => {
  expect(analyzeCase(afterBirth(symptoms)).esi).toBe(2);
});

it('near-miss: tearful and tired a week after birth, bonding well, is not psychosis', () => {
  expect(
    analyzeCase(
      afterBirth('Tearful on day 5, tired from night feeds, bonding well, sleeping when baby sleeps.'),
    ).esi,
  ).toBeGreaterThan(2);
});
