import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A development set of cases as a clinical educator writes them to teach ESI triage to nurses and residents:
 * each case is built around a pitfall. Some sound dramatic but need little (an anxious parent, a long story,
 * normal vitals); some sound mild but hide a high-risk situation (an older adult with vague belly pain, fever
 * during chemotherapy, a pregnant woman with a headache, an anticoagulated head bump, a neonate off feeds);
 * others turn on danger-zone vitals by age band, on counting resources (tetanus and a dressing, a refill, a
 * splint, oral medicines and point-of-care tests count for nothing), on severe pain that does or does not fit
 * ESI 2, or on the immediate interventions of ESI 1. Written as prose narratives, as structured notes with the
 * vitals in their own field, and as a mix of the two, 30 cases to each level. Written from ESI v4 guideline
 * knowledge without reading the engine or the other sets, and frozen before any rule is changed for it.
 */
const educator = readFrozenCaseSet('educator-set.jsonl');

describeFrozenCaseSet(educator, {
  name: 'educator set',
  sha256: 'f7b5b9408c2c1bd29c8e9e8d837620203de3cae5b016c7acc215afa63f26e834',
  minCases: 150,
  maxLevelShare: 0.3,
  styles: ['narrative', 'structured', 'mixed'],
});

describe('the educator set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of educator.cases)
      expect(item.id).toMatch(new RegExp(`^e-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
