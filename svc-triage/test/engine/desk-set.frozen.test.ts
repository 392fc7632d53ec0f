import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Cases as they reach a triage desk, in four writings: an ESI teaching paragraph with a full set of vital
 * signs in prose, bare registration fields (a short complaint, mental state, pain, injury, arrival and a line
 * of vitals), a short vignette as the public, a parent or a textbook exercise would write it (mostly without
 * measured vitals), and an abbreviated nurse's triage note. Thirty cases per ESI level across every complaint
 * group, a quarter of them children (neonates and infants included) and a fifth over 75, with traps both
 * ways: high-risk patients with normal vitals or calm words, dramatic patients needing one resource or none,
 * one-versus-two-resource borderlines, danger-zone vitals that do and do not up-triage, and medicines or
 * pregnancy that change the risk. Written blind from ESI v4 guideline knowledge, without reading the engine
 * or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const desk = readFrozenCaseSet('desk-set.jsonl');

describeFrozenCaseSet(desk, {
  name: 'desk set',
  sha256: 'd070fddb1cddcf1857a3ac9fc3860de3695f3ec2e9a0a751aa56b78baeb390ee',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['course', 'registration', 'vignette', 'nurse-note'],
});

describe('the desk set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of desk.cases)
      expect(item.id).toMatch(new RegExp(`^c-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
