import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A fragile-background set: sixty patients whose background changes how a triage nurse thinks, twelve at
 * each ESI level: chemotherapy, a transplant, dialysis, sickle cell disease, HIV, a shunt, Down syndrome,
 * a learning disability or dementia, an anticoagulant, a recent operation, pregnancy or a care home. The
 * background makes some visits high risk (a fever in neutropenia, a shunt child vomiting), but many are
 * still low acuity (a repeat prescription, a bruise, a skin tear). Infants to the over-85s, told as a
 * triage note's shorthand, a crew's handover, registration fields, the patient's or a carer's own words,
 * or structured sentences. Written from ESI v4 guideline knowledge without reading the engine or the
 * other sets, and frozen before it was first measured; the rules it found wrong were changed with tests
 * of their own cases.
 */
const fragile = readFrozenCaseSet('fragile-set.jsonl');

describeFrozenCaseSet(fragile, {
  name: 'fragile-background set',
  sha256: '2427a6cab87f8a55b53412f4739cc941b3a4bb5b0a50a144edec67011c35f1c2',
  minCases: 60,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'handover', 'fields', 'lay', 'structured'],
});

describe('the fragile-background set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of fragile.cases)
      expect(item.id).toMatch(new RegExp(`^fb-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
