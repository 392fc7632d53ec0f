import {
  extractTriageLevel,
  isKnownTriageLevel,
  triageEsiOf,
  triageLevelOf,
} from '../src/triage/triage-level';

describe('extractTriageLevel (spec §4, rules in order)', () => {
  it('rule 1: empty, blank or missing text gives UNKNOWN', () => {
    expect(extractTriageLevel('')).toBe('UNKNOWN');
    expect(extractTriageLevel('   \n ')).toBe('UNKNOWN');
    expect(extractTriageLevel(null)).toBe('UNKNOWN');
    expect(extractTriageLevel(undefined)).toBe('UNKNOWN');
  });

  it('rule 2: the text inside the first parentheses is used, uppercased', () => {
    expect(extractTriageLevel('ESI 2 (High)')).toBe('HIGH');
    expect(extractTriageLevel('Level (emergency) then (low)')).toBe('EMERGENCY');
    // Parentheses win over the later rules.
    expect(extractTriageLevel('TRIAGE LEVEL: LOW (Urgent)')).toBe('URGENT');
  });

  it("rule 3: the first word after 'TRIAGE LEVEL:' is used", () => {
    expect(extractTriageLevel('TRIAGE LEVEL: HIGH - ESI 2')).toBe('HIGH');
    expect(extractTriageLevel('Triage level:   medium, ESI 3')).toBe('MEDIUM');
    expect(extractTriageLevel('TRIAGE LEVEL: Resuscitation now, LOW risk later')).toBe('RESUSCITATION');
  });

  it("rule 4: a numbered heading 'N. TRIAGE LEVEL' gives the following word", () => {
    expect(extractTriageLevel('1. TRIAGE LEVEL\nEMERGENCY - ESI 1, decision point A')).toBe('EMERGENCY');
    expect(extractTriageLevel('1. TRIAGE LEVEL\nUrgent care within the hour')).toBe('URGENT');
  });

  it('rule 5: otherwise the earliest contained level word, as a whole word', () => {
    expect(extractTriageLevel('Patient is at high risk, not low')).toBe('HIGH');
    expect(extractTriageLevel('low priority; emergency unlikely')).toBe('LOW');
    // "HIGHLY" is not the word HIGH.
    expect(extractTriageLevel('highly likely medium')).toBe('MEDIUM');
  });

  it('rule 6: otherwise the whole text, uppercased', () => {
    expect(extractTriageLevel('  urgent ')).toBe('URGENT');
    expect(extractTriageLevel('Non-urgent review')).toBe('NON-URGENT REVIEW');
  });

  it('reads the level text the server stores', () => {
    expect(extractTriageLevel('TRIAGE LEVEL: EMERGENCY - ESI 1')).toBe('EMERGENCY');
  });

  it('knows which levels have a colour', () => {
    expect(isKnownTriageLevel('HIGH')).toBe(true);
    expect(isKnownTriageLevel('UNKNOWN')).toBe(false);
  });
});

describe('triageLevelOf: the structured result first, the text only as the spec §4 fallback', () => {
  it('reads result.level even when the text says otherwise', () => {
    expect(triageLevelOf({ result: { level: 'LOW', esi: 4 }, triageLevel: 'TRIAGE LEVEL: EMERGENCY' })).toBe(
      'LOW',
    );
    expect(triageEsiOf({ result: { level: 'LOW', esi: 4 }, triageLevel: 'TRIAGE LEVEL: EMERGENCY' })).toBe(4);
  });

  it('extracts from the text when there is no result', () => {
    expect(triageLevelOf({ result: null, triageLevel: 'TRIAGE LEVEL: HIGH - ESI 2' })).toBe('HIGH');
    expect(triageLevelOf({ triageLevel: '' })).toBe('UNKNOWN');
    expect(triageEsiOf({ triageLevel: 'TRIAGE LEVEL: HIGH - ESI 2' })).toBeUndefined();
  });
});
