import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Thirty of an emergency department's commonest complaints (chest pain, breathlessness, abdominal pain,
 * headache, fever in an adult and in a child, a fall in an older adult, a cut, a burn, a rash, a sore
 * throat, vaginal bleeding in pregnancy, a mental health crisis, an overdose, a high or low sugar, a
 * swollen leg and more), each written once at every ESI level: the same complaint when it needs a
 * life-saving intervention, when it is high-risk, when it needs two resources, one, or none. The point is
 * discrimination inside a complaint rather than between complaints. Five styles (teaching paragraphs,
 * nurses' notes, registration fields, patients' and parents' words, handovers), about a fifth with the
 * vital signs in prose inside the story. Written blind from ESI v4 guideline knowledge, without reading
 * the engine or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const complaints = readFrozenCaseSet('complaints-set.jsonl');

describeFrozenCaseSet(complaints, {
  name: 'complaints set',
  sha256: 'b26416b04de708342b2586ac02eeb86f8fc18984062fb99fa1700c164faf194a',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['teaching', 'nurse-note', 'registration', 'patient-words', 'handover'],
});

describe('the complaints set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of complaints.cases)
      expect(item.id).toMatch(new RegExp(`^c-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });

  it('give every complaint family one case at each level', () => {
    const levelsByFamily = new Map<string, number[]>();
    for (const item of complaints.cases)
      levelsByFamily.set(item.group, [...(levelsByFamily.get(item.group) ?? []), item.expected.esi]);
    expect(levelsByFamily.size).toBe(30);
    for (const levels of levelsByFamily.values()) expect([...levels].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
