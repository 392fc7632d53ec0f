import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The ones who look well at the desk: a walk-in stream of calm patients, most of them low acuity and decided
 * by one resource (the sprain the Ottawa rules clear, the cystitis with a dipstick only, the cut that takes
 * steristrips or sutures), with the quiet dangers among them (an older diabetic's "indigestion", a teenager's
 * testicle, a thunderclap headache in a migraineur, a calm patient with a plan to die) and a few ESI 1s that
 * walk in. Twenty-four cases per ESI level, 30 per style. Written blind from ESI v4 guideline knowledge,
 * without reading the engine or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const quiet = readFrozenCaseSet('quiet-set.jsonl');

describeFrozenCaseSet(quiet, {
  name: 'quiet set',
  sha256: '965db6a55fa079b3450e18e3f4438bde2ce33cae8ad3872ddc96ced019401735',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['registration-fields', 'triage-note', 'handover-prose', 'patient-words'],
});

describe('the quiet set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of quiet.cases)
      expect(item.id).toMatch(new RegExp(`^qt-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
