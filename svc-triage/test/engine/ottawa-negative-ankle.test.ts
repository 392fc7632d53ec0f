import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * The Ottawa ankle rule as people tell it. An ankle sprain in someone walking on it, with no pain on
 * pressing the bones (malleoli, navicular, base of the fifth metatarsal), needs no X-ray: advice only,
 * ESI 5. It is said "walking on it fine", "doesn't hurt when I press on the bones", "not tender over
 * the malleoli", "Ottawa negative". The engine read only "no bony tenderness" with "walking normally".
 * Bony tenderness, or not bearing weight, still means an X-ray.
 */
const adult = caseFormMaker({ patientAge: '27', gender: 'female' });

describe('an Ottawa-negative ankle', () => {
  it('walking on it fine and no pain pressing the bones: no X-ray (ESI 5)', () => {
    const item = adult(
      'Twisted ankle',
      "Twisted my ankle stepping off a kerb yesterday. I've been walking on it fine, a bit swollen on the outside but it doesn't hurt when I press on the bones, only the soft bit in front. Pain 3/10.",
    );
    expect(resourcesOf(item)).not.toContain('xray');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('"Ottawa negative" in a nurse’s note', () => {
    const item = adult(
      'L ankle inversion injury',
      'Inversion injury L ankle playing netball. Ottawa negative, FWB, swelling lat ankle.',
    );
    expect(resourcesOf(item)).not.toContain('xray');
  });

  it('walked in, not tender over the malleoli or the base of the fifth metatarsal', () => {
    const item = adult(
      'Rolled ankle',
      'Rolled R ankle on a step, walked in unaided, not tender over the malleoli or the base of the 5th metatarsal.',
      '',
      '35',
      'male',
    );
    expect(resourcesOf(item)).not.toContain('xray');
  });

  it('near-miss: tender over the lateral malleolus and limping is X-rayed', () => {
    const item = adult(
      'Rolled ankle',
      'Rolled R ankle, tender over the lateral malleolus, limping.',
      '',
      '35',
      'male',
    );
    expect(resourcesOf(item)).toContain('xray');
  });

  it('near-miss: no pain pressing the bones but cannot put weight on it is X-rayed', () => {
    const item = adult(
      'Twisted ankle',
      "Twisted ankle, doesn't hurt when I press on the bones but I can't put any weight on it.",
    );
    expect(resourcesOf(item)).toContain('xray');
  });
});
