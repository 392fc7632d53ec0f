import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A limb out of shape told with a word between ("forearm is visibly bent", "obviously bent mid-shaft") or
 * by where it points ("foot pointing the wrong way", "wrist at a funny angle") is a deformed limb: an
 * X-ray, IV analgesia and a reduction, often under procedural sedation, at least two resources (ESI v4
 * decision point C), ESI 3. A limb bent to protect it, or a joint that will not bend, is no deformity.
 */
const child = caseFormMaker({ patientAge: '8', gender: 'male' });

describe('a limb visibly bent', () => {
  it.each([
    [
      'arm injury',
      'Fell off the climbing frame, his left forearm is visibly bent halfway down, fingers pink and moving.',
    ],
    ['broken arm', 'L forearm obviously bent mid-shaft after a fall off a trampoline, hand warm, CRT < 2 s.'],
    [
      'ankle injury',
      'Went over on her ankle at netball and her foot is pointing the wrong way, toes warm, can feel them.',
    ],
    ['wrist injury', 'Fell off his scooter onto his hand, the wrist is at a funny angle and really swollen.'],
    ['leg injury', 'Tackled at rugby, his lower leg is clearly bent below the knee, foot warm and pink.'],
    ['finger injury', 'Caught his little finger in the ball, now it is pointing sideways at an odd angle.'],
  ])('%j, "%s": a reduction, ESI 3', (complaint, story) => {
    const form = child(complaint, story, 'HR 110 RR 22 SpO2 99%');
    // A finger is set under a digital block (a simple procedure), a forearm under sedation.
    expect(resourcesOf(form).some((resource) => /Procedure$/.test(resource))).toBe(true);
    expect(analyzeCase(form).esi).toBe(3);
  });

  it.each([
    [
      'elbow injury',
      'Fell on his elbow, holding it bent against his tummy, moves his fingers well, no deformity.',
    ],
    ['ankle injury', 'Rolled his ankle, swollen on the outside, walked in, it points the right way.'],
    ['knee pain', 'Knee sore after football, he cannot bend it fully because of the swelling.'],
    ['wrist injury', 'Landed on his wrist at an awkward angle, sore and a little swollen, no deformity.'],
  ])('near-miss: %j, "%s" is no deformity', (complaint, story) => {
    expect(resourcesOf(child(complaint, story, 'HR 96 RR 20'))).not.toContain('complexProcedure');
    expect(analyzeCase(child(complaint, story, 'HR 96 RR 20')).reasons.join(' ')).not.toMatch(/deformed/i);
  });
});
