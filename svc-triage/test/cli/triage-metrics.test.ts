import { formatAgreement, measureAgreement } from '../../src/cli/triage-metrics';

const pairs = (...values: Array<[number, number]>) =>
  values.map(([expected, predicted]) => ({ expected, predicted }));

describe('measureAgreement', () => {
  it('counts exact, within-one, under- and over-triage, and an emergent case called minor', () => {
    const agreement = measureAgreement(pairs([1, 1], [2, 4], [3, 2], [4, 4], [5, 3], [5, 5]));
    expect(agreement).toMatchObject({
      cases: 6,
      exact: 3,
      withinOne: 4,
      underTriage: 1,
      overTriage: 2,
      emergentCalledMinor: 1,
    });
  });

  it('fills the confusion matrix with expected levels as rows', () => {
    const { confusion } = measureAgreement(pairs([2, 3], [2, 3], [5, 4]));
    expect(confusion[1]).toEqual([0, 0, 2, 0, 0]);
    expect(confusion[4]).toEqual([0, 0, 0, 1, 0]);
  });

  it('gives per-level precision and recall, null where a level was never predicted', () => {
    const { levels } = measureAgreement(pairs([3, 3], [3, 4], [4, 4]));
    expect(levels[2]).toEqual({ level: 3, expected: 2, predicted: 1, precision: 1, recall: 0.5 });
    expect(levels[3]).toEqual({ level: 4, expected: 1, predicted: 2, precision: 0.5, recall: 1 });
    expect(levels[0]).toMatchObject({ precision: null, recall: null });
  });

  it('treats ESI 1–3 as emergency for the binary sensitivity and specificity', () => {
    const { binary } = measureAgreement(pairs([3, 4], [2, 2], [4, 3], [5, 5], [5, 4]));
    expect(binary.sensitivity).toBeCloseTo(1 / 2);
    expect(binary.specificity).toBeCloseTo(2 / 3);
    expect(binary.agreement).toBeCloseTo(3 / 5);
  });

  it('refuses a level outside 1–5', () => {
    expect(() => measureAgreement(pairs([0, 3]))).toThrow('ESI out of range');
    expect(() => measureAgreement(pairs([3, 6]))).toThrow('ESI out of range');
  });
});

describe('formatAgreement', () => {
  it('prints the headline figures and one matrix row per level', () => {
    const text = formatAgreement('Set', measureAgreement(pairs([1, 1], [3, 4])));
    expect(text).toContain('Set: 2 cases');
    expect(text).toContain('exact 1/2 (50.0%)');
    expect(text).toContain('under-triage 1/2 (50.0%)');
    expect(text.split('\n').filter((line) => /^ {2}ESI \d {12}/.test(line))).toHaveLength(5);
  });
});
