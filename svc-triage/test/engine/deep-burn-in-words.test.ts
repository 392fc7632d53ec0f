import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A deep burn as a caller or a nurse describes it: skin that is white and does not hurt, or white and numb,
 * has lost its nerve endings. A deep burn over a large area is a burns-centre burn: high risk, ESI 2.
 */
const form = caseFormMaker({ patientAge: '19', gender: 'male' });
const levelOf = (narrative: string) =>
  analyzeCase(form('hot oil burn to legs', narrative, '')).scores.esi.level;

it.each([
  "Hot oil over both thighs 30 minutes ago, large blisters, some patches look white and don't hurt.",
  'Scald over both thighs, blistered, the centre is white and numb.',
  'Fat burn across both thighs, large blisters, white areas which do not feel any pain.',
])('"%s" is a deep burn: ESI 2', (narrative) => {
  expect(levelOf(narrative)).toBe(2);
});

it('near-miss: blisters that hurt, with white cream put on, are not a deep burn', () => {
  expect(
    levelOf('Hot oil splash on the thigh, two small blisters, put white cream on it, very sore.'),
  ).toBeGreaterThan(2);
});

it('near-miss: "no white patches, all of it hurts" is not a deep burn', () => {
  expect(
    levelOf('Hot oil splash on the thigh, red and blistered, no white patches, all of it hurts.'),
  ).toBeGreaterThan(2);
});
