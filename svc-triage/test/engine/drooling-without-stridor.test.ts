import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Drooling and saliva that cannot be swallowed are a threatened airway: high risk (ESI 2), a senior airway
 * clinician at the bedside. It is ESI 1, an intervention now, when the airway is closing: stridor (a
 * patient's "whistly noise when I breathe in"), choking, gurgling, a throat closing, low oxygen.
 */
const adult = caseFormMaker({ patientAge: '38', gender: 'male' });

describe('drooling', () => {
  it("Ludwig's angina, drooling, no stridor, saturations normal: high risk (ESI 2)", () => {
    const item = adult(
      'Toothache + swollen jaw',
      "Lower L molar pain 1/52. Since last night swelling under jaw + chin both sides, floor of mouth raised, tongue pushed up. Drooling into tissues, muffled 'hot potato' voice, can't swallow own saliva, sitting forward.",
      'HR 98, BP 146/88, RR 20, SpO2 97% RA, T 38.1, no stridor',
    );
    expect(flagIds(item)).toContain('ludwig-angina');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a swelling tongue, drooling, with a whistly noise breathing in: the airway is closing (ESI 1)', () => {
    const item = adult(
      'my tongue is swelling up',
      "Woke up with big lips, now my tongue is huge. Can't swallow my spit, drooling into a towel. There is a whistly noise when I breathe in and it's getting harder to get air in.",
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it.each([
    [
      'Jaw stuck open',
      'Yawned widely 40 min ago and her jaw locked open. Cannot close her mouth, drooling, speech hard to understand, breathing comfortably. Pain 7/10 both sides of the jaw.',
    ],
    [
      'dislocated jaw',
      'Jaw dislocated while eating an apple, drooling as he cannot close his mouth. Breathing fine.',
    ],
  ])(
    '%j: drooling from a mouth that cannot close is no airway threat; X-ray and reduction, ESI 3',
    (complaint, story) => {
      const item = adult(complaint, story, 'BP 148/90 HR 96 RR 18 SpO2 98%');
      expect(analyzeCase(item).reasons.join(' ')).not.toMatch(/airway/i);
      expect(analyzeCase(item).esi).toBe(3);
    },
  );
});
