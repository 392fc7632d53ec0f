import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A lip cut across the vermilion border must line up to the millimetre. An adult, or a child of eight
 * or more, holds still for the department's repair: one procedure, ESI 4. A young child's is a plastic or
 * maxillofacial repair, often under sedation (two resources, see under-triage-risks.test.ts).
 */
const form = (patientAge: string, vitals: string): CaseForm => ({
  patientAge,
  gender: 'male',
  chiefComplaint: 'cut lip',
  symptoms:
    'Clash of heads at football an hour ago. 1.5 cm cut of the lower lip crossing the vermilion border, bleeding controlled, teeth intact, no LOC.',
  vitals,
  medicalHistory: 'nil',
  currentMedications: 'nil',
});

it.each([
  ['27', 'BP 130/76 HR 78 RR 14 SpO2 99%'],
  ['9', 'HR 96 RR 20 SpO2 99%'],
])('at %s years old it is one repair (ESI 4)', (patientAge, vitals) => {
  const result = analyzeCase(form(patientAge, vitals));
  expect(result.scores.esi.resources).toEqual(['simpleProcedure']);
  expect(result.esi).toBe(4);
});

it('near-miss: at 5 years old the repair is a specialist one', () => {
  expect(analyzeCase(form('5', 'HR 110 RR 24 SpO2 99%')).scores.esi.resources).toEqual(
    expect.arrayContaining(['simpleProcedure', 'specialtyConsultation']),
  );
});
