import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * "Tripoding" and "the tripod position" are how a patient fighting to breathe sits; the tripod a pupil
 * lifts off a Bunsen burner, or a camera's, threatens no airway.
 */
const person = caseFormMaker({ patientAge: '15', gender: 'male' });

it('a small finger burn from a hot tripod in a chemistry lesson: no airway threat (ESI 5)', () => {
  const item = person(
    'burnt finger in science',
    'Picked up a hot tripod after a Bunsen burner experiment. 1 cm superficial burn with a small blister on the pad of his index finger, cooled under water for 20 minutes. Pain 3/10.',
    'HR 80 RR 16 SpO2 99% T 36.6',
  );
  expect(analyzeCase(item).reasons.join(' ')).not.toMatch(/airway/i);
  expect(analyzeCase(item).esi).toBe(5);
});

describe('the posture still counts', () => {
  it.each([
    [
      'wheeze',
      'Known asthmatic, tripoding, using accessory muscles, speaking in single words.',
      'severe-asthma-copd',
    ],
    [
      'sore throat',
      'Fever and sore throat, drooling, sitting forward in the tripod position.',
      'epiglottitis-deep-neck',
    ],
  ])('"%s: %s"', (complaint, symptoms, flag) => {
    expect(flagIds(person(complaint, symptoms, 'HR 128 RR 30 SpO2 93%', '24'))).toContain(flag);
  });
});
