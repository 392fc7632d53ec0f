import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A glucose meter or a finger-prick that "read 'HI'" is above its range, however the sentence reaches it
 * ("GP finger-prick this afternoon read 'HI'", "the meter just said HI"): a very high sugar, never homicidal
 * ideation, which is a psychiatric note's "SI/HI".
 */
const teen = caseFormMaker({ patientAge: '15', gender: 'male' });

describe('a meter that reads HI', () => {
  it.each([
    "GP finger-prick this afternoon read 'HI', sent in.",
    'Finger prick test at the pharmacy showed HI.',
    "His meter just said 'HI' twice.",
  ])('"%s" is a high sugar, not homicidal ideation', (reading) => {
    const item = teen(
      'drinking loads, losing weight',
      `Three weeks of thirst and weight loss. ${reading}`,
      'HR 90 BP 118/70',
    );
    expect(flagIds(item)).not.toContain('homicidal-ideation');
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
  });

  it('near-miss: "SI/HI denied" in a mental state note is still about ideation', () => {
    const item = teen('low mood', 'MSE: SI/HI denied.', 'HR 80');
    expect(flagIds(item)).not.toContain('homicidal-ideation');
  });
});

describe('ketoacidosis told by a parent', () => {
  it("a meter's HI with thirst, vomiting and breath like pear drops is ESI 2", () => {
    const item = teen(
      'tummy pain and being sick',
      "Three weeks drinking loads and weeing at night, lost weight. Sick five times since yesterday, breathing sort of deep and fast, her breath smells like pear drops. Grandad checked her sugar on his meter and it just said HI. She's talking and knows where she is.",
      '',
    );
    expect(flagIds(item)).toContain('dka-hhs');
    expect(analyzeCase(item).esi).toBe(2);
  });
});
