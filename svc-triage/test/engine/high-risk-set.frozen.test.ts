import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A high-risk set: sixty patients written for ESI v4 decision point B, the dangerous presentation that
 * looks quiet, told without its diagnosis (chest pain's equivalents, a thunderclap headache, a torsion, a
 * bleed on a thinner, a fever on chemotherapy, an overdose told by its count), beside its look-alikes that
 * are not high risk but need two or more resources, and minor complaints that sound alarming in lay words.
 * 9/15/18/9/9 cases at ESI 1-5, infants to over-90s, in five writing styles. Written from ESI v4 guideline
 * knowledge without reading the engine or the other sets, and frozen before it was first measured.
 */
const highRisk = readFrozenCaseSet('high-risk-set.jsonl');

describeFrozenCaseSet(highRisk, {
  name: 'high-risk set',
  sha256: '3b6f00a92a31a5a9d2bac5864a8c0ded0bebacee378e3b82bddae378693ec819',
  minCases: 60,
  maxLevelShare: 0.3,
  styles: ['handover', 'shorthand', 'structured', 'lay', 'relayed'],
});

describe('the high-risk set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of highRisk.cases)
      expect(item.id).toMatch(new RegExp(`^hr-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
