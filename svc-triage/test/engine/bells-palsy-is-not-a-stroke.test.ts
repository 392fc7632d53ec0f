import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A facial palsy of the whole side, forehead included ("can't raise the eyebrow or wrinkle the forehead",
 * "droop incl forehead"), with no weak or numb limb, no speech beyond the lip, no vision or balance
 * problem, is Bell's palsy: a clinical diagnosis treated with oral steroids and eye care, no resources
 * (AAO-HNS 2013), ESI 5. It had been read as a stroke (ESI 2). Drooling from one corner of the mouth is the
 * palsy's lip, not an airway. A droop that spares the forehead, or comes with a weak arm, stays a stroke.
 */
const form = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '44',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals: 'BP 126/80 HR 74 RR 14 SpO2 99% T 36.6',
  medicalHistory: 'nil',
  currentMedications: 'nil',
});

it.each([
  [
    'Lt face drooping since waking',
    "Can't fully close Lt eye, drooling from Lt corner of mouth, Lt forehead won't wrinkle. No limb weakness, speech clear.",
  ],
  [
    'Right side of the face dropped overnight',
    "Can't raise the right eyebrow or wrinkle the forehead, food tastes odd. Arms and legs strong and equal, no drift, no visual problems.",
  ],
  [
    'Rt face drooping',
    'woke with Rt face droop incl forehead; cannot close Rt eye fully; no limb weakness; speech clear; no ear rash',
  ],
  [
    "Bell's palsy - gritty watery eye",
    "Diagnosed with a left Bell's palsy in your department six days ago, on prednisolone. Gritty, watering left eye she cannot fully close. Her facial weakness is unchanged and there are no other neurological signs.",
  ],
  [
    "friend thinks she's had a stroke - face dropped",
    "Friend: 'I've seen the FAST adverts, it's a stroke!' R side of face drooping since last night. Can't wrinkle R forehead or fully close R eye. Arms and legs normal, speech clear.",
  ],
])('"%s" is Bell\'s palsy, not a stroke (ESI 5)', (chiefComplaint, symptoms) => {
  const result = analyzeCase(form(chiefComplaint, symptoms));
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('stroke-tia');
  expect(result.esi).toBe(5);
});

it.each([
  ['Lt face droop', 'Onset 50 min ago, left face droop with the forehead spared, left arm drifts.'],
  [
    'face drooping',
    'Right face droop including the forehead, and her right arm is weak and numb since an hour ago.',
  ],
])('near-miss: "%s" stays a stroke (ESI 2)', (chiefComplaint, symptoms) => {
  const result = analyzeCase({ ...form(chiefComplaint, symptoms), patientAge: '76' });
  expect(result.redFlags.map((flag) => flag.id)).toContain('stroke-tia');
  expect(result.esi).toBeLessThanOrEqual(2);
});
