import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Two dog bites in a child that need more than a dressing: punctures over the knuckle (MCP) joints, or a
 * finger that will not bend fully, are a possible joint or tendon injury for an X-ray and the hand
 * surgeons' washout; and a "ragged cut through the cheek" is a deep facial bite for a plastic or
 * maxillofacial repair, often under sedation. Both ESI 3. A graze from a dog's tooth on the forearm is not.
 */
const child = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '8',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals: 'HR 96 RR 20 SpO2 99% T 36.8',
  medicalHistory: 'immunisations up to date',
  currentMedications: 'none',
});

it.each([
  [
    'bitten on left hand by a dog',
    'Three puncture wounds over the left 3rd-4th MCP joints, swelling, reduced flexion of the ring finger, sensation intact.',
  ],
  [
    'bitten on the face by the family dog',
    'A 3 cm ragged cut through the cheek near the corner of the mouth, not into the mouth, bleeding controlled.',
  ],
])('"%s" needs two resources or more (ESI 3)', (chiefComplaint, symptoms) => {
  expect(analyzeCase(child(chiefComplaint, symptoms)).esi).toBe(3);
});

it('near-miss: a superficial graze from a dog tooth on the forearm needs at most one resource (ESI 4-5)', () => {
  expect(
    analyzeCase(
      child(
        'dog bite',
        'Superficial graze on the forearm from the dog tooth, skin barely broken, not bleeding.',
      ),
    ).esi,
  ).toBeGreaterThanOrEqual(4);
});
