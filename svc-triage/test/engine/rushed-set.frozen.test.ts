import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Notes written in a hurry on a busy shift, thirty in each of five forms: ALL-CAPITALS triage shorthand
 * with slashes ("PT C/O SOB X2/7, ?PE", "NKDA", "PMHX NIL"); voice-dictation transcripts with their slips
 * (spoken punctuation, numbers in words: "blood pressure one forty over ninety"); fast typing with
 * misspellings and missing spaces ("abdominla pain", "vomitting"); one run-on sentence without punctuation
 * mixing history, findings and vitals; and structured fields exported from a record (CC, HPI, ROS with
 * its long list of negatives, VS, PMH, Meds, PE). Thirty cases per ESI level, six per level in each form,
 * about a fifth children (five under three months) and a sixth over 75, with near-misses both ways: old,
 * denied and family-history dangers at ESI 4-5, and calm patients with a high-risk situation at ESI 2.
 * Written blind from ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen
 * before any rule was changed for it: a tuning set.
 */
const rushed = readFrozenCaseSet('rushed-set.jsonl');

describeFrozenCaseSet(rushed, {
  name: 'rushed set',
  sha256: '3de741e8dcb68e94a19eec8c8648b627cad176f6737b6b79774397f039b6fd40',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['caps', 'dictated', 'typos', 'run-on', 'fields'],
});

describe('the rushed set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of rushed.cases)
      expect(item.id).toMatch(new RegExp(`^q-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
