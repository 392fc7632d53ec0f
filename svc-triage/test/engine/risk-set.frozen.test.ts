import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The risk set holds the cases where under-triage is the danger: patients who look less sick than they
 * are (ESI 1 shown only by signs, ESI 2 high-risk situations told calmly, ESI 3 patients who look well but
 * need two resources, ESI 4 patients a careless reader would send home). It was written from ESI v4
 * guideline knowledge without reading the engine or the other sets, and frozen before any rule was
 * changed for it; the engine is tuned on it, so the held-out set stays the independent measure.
 */
const risk = readFrozenCaseSet('risk-set.jsonl');

describeFrozenCaseSet(risk, {
  name: 'risk set',
  sha256: 'eff5d5928b03668e70034398206d77b5588b4f718182e6a337bd2eca864e45fe',
  minCases: 160,
  maxLevelShare: 0.32,
  levels: [1, 2, 3, 4],
  styles: ['short-record', 'lay', 'narrative', 'triage-note', 'ems-handover'],
});

describe('the risk set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of risk.cases)
      expect(item.id).toMatch(new RegExp(`^r-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
