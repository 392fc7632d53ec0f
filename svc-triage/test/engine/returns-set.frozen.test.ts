import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Patients who come back: to the ED, an urgent care centre or their GP, hours to two weeks after a visit
 * for the same problem. Worse, not better, a new symptom, a result back, told to return if, a treatment
 * that failed, a second opinion, a frequent attender whose usual plan did not work this time: some are a
 * missed diagnosis declaring itself, many need only reassurance, a prescription or a recheck. Triage notes,
 * patients' own words, GP letters and handovers. Twenty-four cases per ESI level. Written blind from ESI v4
 * guideline knowledge, without reading the engine or the other sets, and frozen before any rule was changed
 * for it: a tuning set.
 */
const returns = readFrozenCaseSet('returns-set.jsonl');

describeFrozenCaseSet(returns, {
  name: 'returns set',
  sha256: 'b7ff8c1d3a37965bf8837ea515fd98a749020e28fd8f83aeafbf1fc6324dd11d',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'patient-words', 'gp-letter', 'handover'],
});

describe('the returns set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of returns.cases)
      expect(item.id).toMatch(new RegExp(`^re-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
