import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An injury already examined (seen days ago, its X-ray normal or not needed) and back only for a work note,
 * a review or crutches has nothing to repeat (ESI 5). A new fall, a worse limb or one that can no longer
 * bear weight is examined again.
 */
const worker = caseFormMaker({ patientAge: '33', gender: 'male' });

describe('an injury already assessed', () => {
  it.each([
    [
      'Needs work note after ankle sprain',
      'Seen five days ago with an ankle sprain that did not need an X-ray. Improving and walking. Employer wants a fitness-to-work note. No new injury.',
    ],
    ['Sick note, wrist sprain', 'Wrist injury seen yesterday, X-ray was normal, needs a sick note for work.'],
    [
      'Wrist pain after a fall three days ago',
      'Fell onto her outstretched hand three days ago. Had a wrist X-ray at her GP practice yesterday, reported as showing no fracture; still sore, wanted it checked. Fingers warm, using it for light tasks.',
    ],
    [
      'ankle still sore',
      'Rolled ankle last week, the X-ray at the minor injuries unit showed no break. Walking on it, still a bit sore.',
    ],
  ])('%j: nothing to repeat (ESI 5)', (complaint, story) => {
    const item = worker(complaint, story, 'HR 70, BP 124/80');
    expect(resourcesOf(item)).not.toContain('xray');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a new fall on the same ankle, or one he can no longer walk on, is X-rayed again', () => {
    expect(
      resourcesOf(
        worker(
          'Ankle pain',
          'Sprain seen 3 days ago, X-ray normal, but fell again today and the ankle is much more swollen.',
        ),
      ),
    ).toContain('xray');
    expect(
      resourcesOf(worker('Ankle pain', 'Sprained ankle seen last week, now unable to weight bear.')),
    ).toContain('xray');
  });
});
