import { analyzeCase } from '../../src/domain/engine';
import { flagIds, type CaseForm } from './support/case-forms';

/**
 * Hypotension after an allergen (WAO 2020 anaphylaxis criterion 2) needs the exposure told. An allergy
 * in the history field ("Allergy: penicillin (rash)") is what the patient must not be given, not what
 * they met today: shock from a heart block, a tamponade or sepsis is not anaphylaxis, and a trainee shown
 * IM adrenaline for it learns a dangerous thing.
 */
const withHistory = (
  chiefComplaint: string,
  symptoms: string,
  vitals: string,
  medicalHistory: string,
  patientAge = '74',
): CaseForm => ({ patientAge, gender: 'female', chiefComplaint, symptoms, vitals, medicalHistory });

describe('shock in a patient with an allergy listed is not anaphylaxis', () => {
  it.each([
    [
      'a slow heart',
      withHistory(
        'dizzy, passed out',
        'Passed out twice at home today, grey and clammy, pulse very slow.',
        'HR 34, BP 76/40, SpO2 95% RA',
        'Hypertension. Allergy: trimethoprim (rash).',
      ),
    ],
    [
      'sepsis on chemotherapy',
      withHistory(
        'shivering on chemo',
        'Day 9 after chemotherapy for bowel cancer, shaking and shivering, feels faint on standing.',
        'T 39.4, HR 124, BP 82/48, RR 24',
        'Colorectal cancer on chemotherapy. Allergies: penicillin - rash.',
        '58',
      ),
    ],
  ])('%s', (_name, item) => {
    expect(flagIds(item)).not.toContain('anaphylaxis');
  });
});

describe('hypotension after an exposure told in the narrative is still anaphylaxis', () => {
  it.each([
    [
      'a wasp sting',
      withHistory(
        'wasp sting',
        'Stung by a wasp in the garden 15 minutes ago, now faint and clammy.',
        'BP 78/40, HR 128',
        '',
      ),
    ],
    [
      'nuts eaten by a patient with a known nut allergy',
      withHistory(
        'reaction',
        'Ate a satay chicken skewer, known peanut allergy, feels faint and sick.',
        'BP 80/50, HR 120',
        'Allergy: peanuts (anaphylaxis).',
        '31',
      ),
    ],
  ])('%s', (_name, item) => {
    expect(flagIds(item)).toContain('anaphylaxis');
    expect(analyzeCase(item).scores.esi.level).toBe(1);
  });
});
