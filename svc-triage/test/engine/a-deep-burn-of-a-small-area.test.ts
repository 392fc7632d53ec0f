import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * A deep burn kept to a finger, a hand or a foot, or told as small, goes to the burns service whatever its
 * size (ABA Burn Center Referral Criteria), but it is not a threat to life or limb by itself: no IV fluids
 * by the Parkland formula, no high-risk situation. Painful, it is cleaned and de-roofed under IV or IM
 * analgesia beside the burns service's advice: two resources, ESI 3. A deep burn of the face, both hands, a limb
 * or the trunk, or of a size past the referral line, stays a major burn (ESI 2).
 */
const adult = caseFormMaker({ patientAge: '30', gender: 'male' });

const weldingHandBurn = adult(
  'Burned my hand',
  "I was welding and hot slag went down inside my glove. It's burned round my first two fingers and across the back of my left hand, all blistered, some bits are white and don't hurt. Took co-codamol, pain is 6/10.",
  'BP 144/88 HR 96 RR 18 SpO2 99% T 36.7',
);

it('a deep burn of two fingers and the back of a hand: burns service and IV or IM analgesia, ESI 3', () => {
  const result = analyzeCase(weldingHandBurn);
  expect(result.scores.esi?.resources).toEqual(
    expect.arrayContaining(['specialtyConsultation', 'parenteralMedication']),
  );
  expect(result.scores.esi?.resources).not.toContain('ivFluids');
  expect(result.esi).toBe(3);
});

it('a full-thickness burn of a fingertip from a soldering iron is not a major burn', () => {
  const item = adult(
    'finger burn',
    'Touched a soldering iron an hour ago, small full-thickness burn on the tip of the right index finger, white and painless. Pain 2/10.',
    'HR 78 BP 128/80',
  );
  expect(flagIds(item)).not.toContain('major-burns');
  // The burns service's advice; hurting at 2, no IV or IM analgesia to dress it.
  expect(resourcesOf(item)).toEqual(['specialtyConsultation']);
  expect(analyzeCase(item).esi).toBe(4);
});

it.each([
  [
    'the forearm',
    'Pulled a kettle over, full-thickness burn to the forearm, white and painless in the middle.',
  ],
  ['the face', 'Chip pan fire, full-thickness burn to the face, white and leathery over the cheek.'],
  ['both hands', 'Picked up a hot pan, full thickness burns to both hands, white and painless.'],
  [
    'a finger and the forearm',
    'Hot fat, full-thickness burn from the fingers up the forearm, white and painless.',
  ],
  [
    'the back and a finger',
    'Clothes caught fire, full-thickness burn across his back and one finger, white and painless.',
  ],
  [
    'an unnamed place in a small flat',
    'Fire in his small flat, full-thickness burns, white and painless patches.',
  ],
])('near-miss: a full-thickness burn of %s stays a major burn (ESI 2)', (_area, symptoms) => {
  const item = adult('burn', symptoms, 'HR 104 BP 130/80');
  expect(flagIds(item)).toContain('major-burns');
  expect(analyzeCase(item).esi).toBe(2);
});

it('near-miss: white patches that do not hurt across both thighs stay a major burn', () => {
  const item = adult(
    'hot oil burn',
    "Spilled a pan of hot oil over the front of both thighs, large blisters, some patches look white and don't hurt. Pain 9/10.",
  );
  expect(resourcesOf(item)).toContain('ivFluids');
  expect(analyzeCase(item).esi).toBe(2);
});
