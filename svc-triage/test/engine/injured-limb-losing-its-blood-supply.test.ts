import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * An injured limb whose distal pulse is weak or gone, or whose foot or hand has gone cool, may be losing
 * its arterial supply: a knee that "went out and popped back" is a popliteal artery injury until shown
 * not, whatever the X-ray shows (ATLS 10th ed; BOAST Knee dislocation). High risk, ESI 2. An injured
 * limb with good pulses, or a cool foot without an injury, is not this.
 */
const adult = caseFormMaker({ patientAge: '35', gender: 'female' });
const VITALS = 'HR 96, BP 128/80, RR 16, SpO2 99% RA, pain 6/10';

describe('an injured limb with signs of lost blood supply', () => {
  it.each([
    [
      'Knee gave way on trampoline',
      "Landed awkwardly, knee 'went out and popped back'. L foot cool, DP pulse weak c/w R.",
    ],
    ['Leg pinned under a pallet', 'Pinned for 20 minutes. Pedal pulses absent on the right, foot pale.'],
    [
      'Elbow injury after fall',
      'Fell off a wall onto outstretched arm, elbow very swollen, radial pulse weak, hand cool.',
    ],
    ['Tib fib injury', 'Kicked by a horse, shin deformed, no DP pulse.'],
    [
      'Knee injury',
      "Fell off his skateboard, knee swollen and out of shape but 'went back in'. Foot on that side is cold and pale, cannot feel a pulse on top of the foot.",
    ],
    ['Wrist injury', "Fell on her wrist, it's bent. Can't feel a pulse at her wrist, hand gone white."],
  ])('%j: high risk (ESI 2)', (complaint, story) => {
    const item = adult(complaint, story, VITALS);
    expect(flagIds(item)).toContain('open-fracture-neurovascular');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('what is not', () => {
  it('an injured ankle with good foot pulses and warm toes', () => {
    const item = adult(
      'Twisted ankle',
      'Twisted it stepping off a kerb. DP pulse strong, toes warm and pink.',
      VITALS,
    );
    expect(flagIds(item)).not.toContain('open-fracture-neurovascular');
  });

  it('cold feet in winter without an injury', () => {
    const item = adult(
      'Cold feet',
      'Her feet go cool and white in the cold and then red; no injury.',
      'HR 72, BP 118/70',
    );
    expect(flagIds(item)).not.toContain('open-fracture-neurovascular');
  });
});
