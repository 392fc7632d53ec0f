import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A parent's "elbow out of shape", "bent a funny way" is a deformed limb: X-ray, analgesia and a reduction,
 * often under sedation (ESI 3). A knee bent to rest it is a posture, not a shape.
 */
const child = caseFormMaker({ patientAge: '4', gender: 'male' });

it('an elbow "very swollen with an S-shaped dent above it" after a fall is a deformed limb', () => {
  const item = caseFormMaker({ patientAge: '7', gender: 'male' })(
    'fell off monkey bars at school, sore elbow',
    "He fell off the monkey bars onto his arm. R elbow very swollen with an S-shaped dent above it, won't move it. Fingers warm and pink.",
    'HR 112, RR 22, T 36.8',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'complexProcedure']));
});

it('near-miss: a dent in the car bumper after a low-speed shunt is not a deformed limb', () => {
  const item = caseFormMaker({ patientAge: '30', gender: 'female' })(
    'neck ache after a shunt',
    'Rear-ended at 5 mph, a dent in the bumper, mild neck ache, walking about.',
  );
  expect(resourcesOf(item)).not.toContain('complexProcedure');
});

it('an elbow out of shape and bent a funny way after a fall from a climbing frame: reduction, ESI 3', () => {
  const item = child(
    'Fell from climbing frame, elbow out of shape',
    "He fell off the climbing frame onto his arm. His elbow is really swollen and bent a funny way and he won't let anyone touch it. Hand pink and warm, wiggles his fingers.",
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'complexProcedure']));
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});

it('near-miss: a knee he keeps bent to rest it after a knock is no deformity', () => {
  const item = child(
    'Knee knock',
    'Knocked his knee on the table, keeps it bent on a cushion, walking on it, no swelling.',
  );
  expect(resourcesOf(item)).not.toContain('complexProcedure');
});
