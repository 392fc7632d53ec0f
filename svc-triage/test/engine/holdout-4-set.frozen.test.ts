import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A fourth holdout set: a week of patients in an emergency department, from neonates to people in their
 * nineties, across every kind of presentation (cardiac, breathing, neurological, abdominal, trauma, bones and
 * joints, skin and wounds, eyes, ears, throat and teeth, mental health and self-harm, poisoning, pregnancy and
 * gynaecology, urology, children, frail older adults, allergy, heat, cold, drowning and bites, and the minor
 * complaints of repeat prescriptions, dressings, colds and rashes), clear and borderline, with and without
 * vitals. Each case is written the way cases reach triage: an ambulance crew's handover, a triage nurse's
 * abbreviated note, a structured form, or the patient's or a relative's own words. Written from ESI v4
 * guideline knowledge without reading the engine or the other sets, and frozen before any rule is changed.
 * It is a holdout: the engine is measured on it, and no rule is changed for its cases.
 */
const holdout4 = readFrozenCaseSet('holdout-4-set.jsonl');

describeFrozenCaseSet(holdout4, {
  name: 'fourth holdout set',
  sha256: '4c54fccfd5340f22a0609ee70748ec85df707c65bafcbd818174fb01805189ac',
  minCases: 150,
  maxLevelShare: 0.3,
  styles: ['handover', 'triage-note', 'structured', 'patient'],
});

describe('the fourth holdout set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of holdout4.cases)
      expect(item.id).toMatch(new RegExp(`^z-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
