import { analyzeCase } from '../../src/domain/engine';
import { presentationIds, type CaseForm } from './support/case-forms';

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

describe('a wound over a knuckle from punching someone in the mouth', () => {
  const adult = (chiefComplaint: string, symptoms: string): CaseForm => ({
    patientAge: '26',
    gender: 'male',
    chiefComplaint,
    symptoms,
    vitals: 'BP 134/80 HR 88 RR 16 T 37.4 SpO2 99%',
    medicalHistory: '',
    currentMedications: '',
  });

  it.each([
    [
      'R hand pain after punching someone',
      'c/o R hand pain/swelling x2/7 after punching someone in the mouth Sat night. 1cm wound over 3rd MCP joint, red, swollen, pus at wound edge, painful to flex.',
    ],
    [
      'cut knuckle',
      'Punched a man in the teeth outside a pub last night, small cut over his right middle knuckle, now swollen.',
    ],
  ])('%j is a fight bite: X-ray, IV antibiotics and a hand surgeon (ESI 3)', (complaint, story) => {
    const item = adult(complaint, story);
    expect(presentationIds(item)).toContain('bite');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: punching someone in the face with no wound is a hand injury, not a bite', () => {
    const item = adult(
      'hand pain',
      'Punched someone in the face last night, swollen little-finger knuckle, skin intact.',
    );
    expect(presentationIds(item)).not.toContain('bite');
  });
});
