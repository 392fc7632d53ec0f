import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Rocking or swaying on land after days at sea ("still feel like I'm on the boat 2 days after the
 * cruise"), better on the move, with nothing central: the disembarkation syndrome, which passes by itself.
 * Spinning, a faint or a central sign is worked up as any dizziness is.
 */
const person = caseFormMaker({ patientAge: '29', gender: 'male' });

it('still feeling the boat rock two days after a cruise: no resources (ESI 5)', () => {
  const item = person(
    "still feel like I'm on the boat 2 days after the cruise, dizzy",
    'Got off a week-long cruise on Sunday. Since then the floor feels like it is gently rocking, worse sitting still, better walking or driving. No spinning, no headache, no trouble talking or walking, hearing fine.',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

describe('near-misses', () => {
  it('a faint after the cruise keeps the ECG', () => {
    expect(
      resourcesOf(
        person(
          'dizzy after the cruise',
          'Floor feels like it is rocking since the ferry, and I fainted in the shower this morning.',
        ),
      ),
    ).toContain('ecg');
  });

  it('rocking with slurred speech and unable to walk is a possible posterior stroke', () => {
    const item = person(
      'dizzy after the cruise',
      'Feels like the floor is rocking since the cruise; today slurred speech and unable to walk straight.',
      '',
      '68',
    );
    expect(resourcesOf(item)).toContain('advancedImaging');
  });
});
