import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Lips or tongue blue now, with breathlessness in words or drowsiness, is a saturation well under 90% that
 * needs oxygen and airway support at once: ESI 1 (decision point A) even before a probe is on. Blue lips alone,
 * fingers blue in the cold, or a breath-holding spell that went blue and recovered, are not.
 */
const adult = caseFormMaker({ patientAge: '48', gender: 'male' });
const CYANOSIS_REASON =
  'Central cyanosis with reduced responsiveness or laboured breathing: oxygen and airway now';
const reasonsOf = (item: ReturnType<typeof adult>) => analyzeCase(item).reasons;

describe('central cyanosis with distress', () => {
  it.each([
    [
      'Quad bike rolled on top of him',
      "He's grey and sweaty, his lips are going blue, he can't get his breath and he keeps drifting off.",
    ],
    [
      'Short of breath',
      'COPD, struggling to breathe since this morning, tongue looks dusky, centrally cyanosed.',
    ],
    [
      'Mum can hardly breathe',
      'Myasthenia, chest infection. She can hardly get her breath and her lips look a bit blue.',
    ],
  ])('%j: ESI 1', (complaint, story) => {
    const item = adult(complaint, story);
    expect(reasonsOf(item)).toContain(CYANOSIS_REASON);
    expect(analyzeCase(item).esi).toBe(1);
  });
});

describe('what is not', () => {
  it('blue fingers in the cold with normal breathing', () => {
    const item = adult(
      'Blue fingers',
      'Fingers go white then blue in the cold, breathing normally, SpO2 99%.',
    );
    expect(reasonsOf(item)).not.toContain(CYANOSIS_REASON);
  });

  it('a toddler who went blue in a breath-holding spell and is pink and playing now', () => {
    const item = adult(
      'Breath-holding',
      'Cried, held his breath and went blue for a few seconds, now pink and playing.',
      '',
      '2',
    );
    expect(reasonsOf(item)).not.toContain(CYANOSIS_REASON);
    expect(analyzeCase(item).esi).toBeGreaterThan(1);
  });
});
