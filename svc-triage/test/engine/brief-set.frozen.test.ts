import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A brief set: sixty patients in the little a registration desk or a triage screen captures, twelve at
 * each ESI level: a complaint of a few words with mental state, pain, injury, arrival and vital-sign
 * fields; a one-line triage note; a sentence typed at a kiosk; a line or two from a GP, a pharmacist, a
 * school nurse or 111; a crew's pre-alert. Infants to a 92-year-old, every complaint group. Written from
 * ESI v4 guideline knowledge without reading the engine or the other sets, and frozen before it was first
 * measured.
 */
const brief = readFrozenCaseSet('brief-set.jsonl');

describeFrozenCaseSet(brief, {
  name: 'brief set',
  sha256: 'da23ff51711226f78e1f4cfc1954b734c819e9c74e386c01ba083ffd04987192',
  minCases: 60,
  maxLevelShare: 0.2,
  styles: ['fields', 'oneliner', 'kiosk', 'referral', 'crew'],
});

describe('the brief set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of brief.cases)
      expect(item.id).toMatch(new RegExp(`^br-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
