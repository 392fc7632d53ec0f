import { describeFrozenCaseSet, readFrozenCaseSet, type FrozenCase } from './support/frozen-case-set';

/**
 * A twins set: thirty pairs of cases, each pair the same presentation told in nearly the same words and
 * differing in one detail a careful triage nurse catches that changes the level (a vital sign either side
 * of the danger zone, an anticoagulant, a pregnancy, a neonate's age, a decision rule's input, a seizure
 * still going, a pain that has passed, an X-ray already done, a refill with or without suicidal thoughts).
 * Twelve cases at each ESI level, 3 weeks to 88 years, told as a triage note's shorthand, a crew's
 * handover, registration fields, the patient's or a parent's own words, or structured sentences. Written
 * from ESI v4 guideline knowledge without reading the engine or the other sets, and frozen before it was
 * first measured; the rules it found wrong were changed with tests of their own cases.
 */
const twins = readFrozenCaseSet('twins-set.jsonl');

describeFrozenCaseSet(twins, {
  name: 'twins set',
  sha256: '925425a6ec1ba569d049270932acd20c5230f7e4e0cf9be4c19686fa89a9cdd4',
  minCases: 60,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'handover', 'fields', 'lay', 'structured'],
});

describe('the twins set', () => {
  it('has ids that carry the expected level of their case', () => {
    for (const item of twins.cases)
      expect(item.id).toMatch(new RegExp(`^tw-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });

  it('holds thirty pairs on consecutive lines, each of one style and two different levels', () => {
    const pairOf = (item: FrozenCase) => (item as unknown as { pair: string }).pair;
    expect(twins.cases).toHaveLength(60);
    const firsts = twins.cases.filter((_item, index) => index % 2 === 0);
    const seconds = twins.cases.filter((_item, index) => index % 2 === 1);
    firsts.forEach((first, index) => {
      const second = seconds[index] as FrozenCase;
      expect(pairOf(first)).toBe(pairOf(second));
      expect(first.style).toBe(second.style);
      expect(first.expected.esi).not.toBe(second.expected.esi);
    });
    expect(new Set(twins.cases.map(pairOf)).size).toBe(30);
  });
});
