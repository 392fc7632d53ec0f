import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A worry "about poisoning", or having read "about fatal poisoning", is anxiety about a poisoning, not one:
 * the overdose flag needs something taken. What was taken still decides when it was.
 */
const adult = caseFormMaker({ patientAge: '42', gender: 'male' });

describe('a worry about poisoning', () => {
  it('after a licensed restaurant’s fugu, well 8 hours later, having read about fatal poisoning: no overdose (ESI 5)', () => {
    const item = adult(
      'Ate fugu, worried about poisoning',
      'Ate fugu at a licensed restaurant 8 hours ago. Read online about fatal poisoning and became anxious. No numbness of the lips, no weakness, no vomiting.',
      'HR 84, BP 128/78, RR 14, SpO2 99%',
    );
    expect(flagIds(item)).not.toContain('overdose-poisoning');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: worried about poisoning after drinking from a bottle of weed killer is a poisoning', () => {
    const item = adult(
      'Drank from wrong bottle',
      'Drank a mouthful of weed killer from an unlabelled bottle an hour ago, worried about poisoning.',
    );
    expect(flagIds(item)).toContain('overdose-poisoning');
  });

  it('near-miss: "paracetamol poisoning" told as the event is a poisoning', () => {
    expect(
      flagIds(adult('Overdose', 'Presents with paracetamol poisoning after taking 40 tablets.')),
    ).toContain('overdose-poisoning');
  });
});
