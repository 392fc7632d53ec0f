import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A ladders set: twelve common complaints (headache, abdominal pain, breathlessness, chest pain, a limb
 * injury, a child's fever, a rash, vomiting and diarrhoea, back pain, an eye, bleeding, mental health),
 * each told at all five ESI levels by different patients, so a complaint has to be told apart by its
 * severity and not by its name. Infants to an 88-year-old, told as a triage note's shorthand, a crew's
 * handover, registration fields, the patient's or a parent's own words, or structured sentences. Written
 * from ESI v4 guideline knowledge without reading the engine or the other sets, and frozen before it was
 * first measured; the rules it found wrong were changed with tests of their own cases.
 */
const ladders = readFrozenCaseSet('ladders-set.jsonl');

describeFrozenCaseSet(ladders, {
  name: 'ladders set',
  sha256: '974eb605d14a829eedc55150273238add988d96d254c12aae3aec644311d9251',
  minCases: 60,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'handover', 'fields', 'lay', 'structured'],
});

describe('the ladders set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of ladders.cases)
      expect(item.id).toMatch(new RegExp(`^ld-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });

  it('climb every complaint through all five levels', () => {
    const levelsByComplaint = new Map<string, number[]>();
    for (const item of ladders.cases)
      levelsByComplaint.set(item.group, [...(levelsByComplaint.get(item.group) ?? []), item.expected.esi]);
    expect(levelsByComplaint.size).toBe(12);
    for (const levels of levelsByComplaint.values()) expect([...levels].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
