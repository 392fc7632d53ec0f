import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * One swollen, painful calf is a possible DVT however it is said: "his leg is swelling", "swelling of the
 * left calf", "left calf 3 cm larger than right", "leg is more fat than other one". Its work-up is a
 * D-dimer or bloods and a compression ultrasound (NICE NG158): two resources, ESI 3.
 */
const adult = caseFormMaker({ patientAge: '57', gender: 'male' });
const calm = 'BP 142/88 HR 82 RR 16 SpO2 98% T 36.9';

describe('one leg swelling, in other words', () => {
  it.each([
    ['his leg is swelling since 3 days', 'Pain in the left calf after a 30-hour bus journey, red and warm.'],
    ['calf pain', 'Swelling of the left calf for two days after a long flight, tender.'],
    ['leg pain', 'Left calf about 3 cm larger than right, tender along the calf, came back by bus.'],
    ['sore leg', 'My husband leg is more fat than other one, pain in the calf since 3 days.'],
  ])('"%s" is a unilateral swollen leg: ultrasound and bloods, ESI 3', (complaint, story) => {
    const item = adult(complaint, story, calm);
    expect(presentationIds(item)).toContain('unilateral-leg-swelling');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: both legs swelling is not one swollen leg', () => {
    expect(
      presentationIds(
        adult('legs swelling', 'Both legs swelling up to the knees for a month, no pain.', calm),
      ),
    ).not.toContain('unilateral-leg-swelling');
  });

  it('near-miss: "leg swelling" beside heart failure names no side, so no DVT work-up', () => {
    expect(
      presentationIds(
        adult(
          'SOB, leg swelling',
          'Known heart failure, more breathless on exertion for 5 days, ankles puffy.',
          calm,
        ),
      ),
    ).not.toContain('unilateral-leg-swelling');
  });
});
