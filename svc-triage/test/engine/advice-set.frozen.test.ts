import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Patients described by someone deciding whether and where they should be seen: a phone advice line's
 * notes, a GP, pharmacist, school or care-home nurse's short referral, a parent or partner in their own
 * words, and plain third-person teaching vignettes. Few have measured vital signs, so the level comes from
 * the story; many lower levels are the everyday self-limiting problems people ask about, and many higher
 * ones sound mild in lay words. Twenty-four cases per ESI level. Written blind from ESI v4 guideline
 * knowledge, without reading the engine or the other sets, and frozen before any rule was changed for it:
 * a tuning set.
 */
const advice = readFrozenCaseSet('advice-set.jsonl');

describeFrozenCaseSet(advice, {
  name: 'advice set',
  sha256: 'cef8bbd58d34609761e40f2fa82af3ae13d25ff79e951a1b0fc7b23ceb90621e',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['phone-line', 'vignette', 'relative', 'professional'],
});

describe('the advice set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of advice.cases)
      expect(item.id).toMatch(new RegExp(`^ad-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
