import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A leg lying turned out after a fall (a broken hip, a slipped femoral epiphysis) is a deformed limb: at
 * 8/10 or more it is severe pain with a consistent presentation, ESI 2 (decision point B). "Shortened and
 * externally rotated" was read; "his foot is turned outwards" was not.
 */
const form = caseFormMaker({ patientAge: '13', gender: 'male' });

it.each([
  'Slipped at football, cannot put any weight on the left leg, his foot is turned outwards. Pain 9/10.',
  'Fell off the wall, right leg externally rotated, screaming when it is moved, pain 9 out of 10.',
  'Tripped on the stairs, her foot is pointing outwards and she cannot stand. Pain 8/10.',
])('"%s" is ESI 2', (symptoms) => {
  expect(analyzeCase(form('leg injury', symptoms)).esi).toBe(2);
});

it('near-miss: feet that turn out when a child walks, with no injury and no pain, are no deformity', () => {
  expect(
    analyzeCase(form('walks funny', 'Mum says his feet turn out when he walks, no pain, runs and plays.'))
      .esi,
  ).toBeGreaterThanOrEqual(4);
});
