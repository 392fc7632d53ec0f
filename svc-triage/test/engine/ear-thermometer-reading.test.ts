import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A home thermometer's reading without a verb ("ear thermometer 38.4, checked it twice") is a
 * temperature: in a baby of 5 weeks, 38 or more is a fever under 3 months, red in the NICE traffic light
 * (ESI 2). It had not been read, and "felt hot" left her at ESI 4. A reading of 37.1 is not a fever.
 */
const baby = (vitals: string): CaseForm => ({
  patientAge: '5 weeks',
  gender: 'female',
  chiefComplaint: 'temperature in my young baby',
  symptoms:
    'Felt hot and a bit grizzly since teatime, feeding a bit less but taking most bottles, wet nappies ok, no rash.',
  vitals,
  medicalHistory: 'born at full term',
  currentMedications: 'none',
});

it.each(['ear thermometer 38.4, checked it twice', 'digital thermometer reading 38.2'])(
  '"%s" at 5 weeks is a fever under 3 months (ESI 2)',
  (vitals) => {
    expect(analyzeCase(baby(vitals)).esi).toBe(2);
  },
);

it('near-miss: "ear thermometer 37.1" at 5 weeks is not a fever', () => {
  expect(analyzeCase(baby('ear thermometer 37.1')).reasons.join(' ')).not.toMatch(/Fever in an infant/);
});
