import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Cases as the electronic record holds them: SOAP and H&P notes, templated notes whose long reviews of
 * systems and checkbox remnants hide a few positive findings among many negatives, nursing flowsheet rows
 * of times and values, and notes with last admission's text copied forward above today's short entry.
 * Twenty-four cases per ESI level, every body system and age. Written blind from ESI v4 guideline
 * knowledge, without reading the engine or the other sets, and frozen before any rule was changed for it:
 * a tuning set.
 */
const charted = readFrozenCaseSet('charted-set.jsonl');

describeFrozenCaseSet(charted, {
  name: 'charted set',
  sha256: 'ed9a03a1d7f8c85dd3adb7861f8141fbca3eb2b7df7b6cf9b56e9a8c2dd8afdb',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['soap-note', 'templated-ros', 'flowsheet', 'copy-forward'],
});

describe('the charted set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of charted.cases)
      expect(item.id).toMatch(new RegExp(`^ch-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
