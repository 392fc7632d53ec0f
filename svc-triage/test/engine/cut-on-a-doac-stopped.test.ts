import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A trivial cut on a DOAC whose bleeding has stopped needs no clotting tests: "bled for 20 minutes but
 * stopped with firm pressure", "no active bleeding" were not read as stopped, so coagulation studies were
 * predicted (ESI 4). Warfarin keeps its INR; a head injury or bleeding that will not stop keep the tests.
 */
const form = (symptoms: string, currentMedications: string, chiefComplaint = 'cut chin'): CaseForm => ({
  patientAge: '64',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: 'HR 70 BP 134/80 T 36.5',
  medicalHistory: 'Atrial fibrillation',
  currentMedications,
});

it.each([
  'Nicked his chin shaving, bled for 20 minutes but stopped with firm pressure. 3 mm superficial nick.',
  'Caught his forearm on a cupboard door, 2 mm superficial nick, no active bleeding.',
])('"%s" on edoxaban is ESI 5', (symptoms) => {
  expect(analyzeCase(form(symptoms, 'Edoxaban 60 mg OD')).esi).toBe(5);
});

it('near-miss: the same on warfarin keeps the INR (ESI 4)', () => {
  expect(
    analyzeCase(
      form(
        'Nicked his chin shaving, bled for 20 minutes but stopped with firm pressure. 3 mm superficial nick.',
        'Warfarin',
      ),
    ).esi,
  ).toBe(4);
});
