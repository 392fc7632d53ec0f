import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A superficial cut is closed with strips and a dressing, which is not a procedure (ESI 5), except where
 * the note already plans a repair, or on the genitals, where strips will not hold on moist skin and the
 * cut is closed with absorbable sutures after it is examined (a straddle injury): one procedure, ESI 4.
 */
const form = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '13',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals: 'HR 94 BP 110/68 RR 18 T 36.7 pain 4/10',
  medicalHistory: 'nil',
  currentMedications: 'nil',
});

it.each([
  [
    'Fell on bike crossbar, cut down below',
    'Fell astride the crossbar 1h ago. 1.5cm superficial laceration left labium majus, bleeding controlled. Passing urine normally.',
  ],
  [
    'cut to the arm',
    '2 cm superficial laceration of the forearm on a fence. Repair under local anaesthetic in the department.',
  ],
])('"%s" is a repair, one procedure (ESI 4)', (chiefComplaint, symptoms) => {
  const result = analyzeCase(form(chiefComplaint, symptoms));
  expect(result.scores.esi.resources).toEqual(['simpleProcedure']);
  expect(result.esi).toBe(4);
});

it('near-miss: a superficial cut of the forearm is strips and a dressing (ESI 5)', () => {
  expect(
    analyzeCase(
      form('cut to the arm', '2 cm superficial laceration of the forearm on a fence, edges together.'),
    ).esi,
  ).toBe(5);
});
