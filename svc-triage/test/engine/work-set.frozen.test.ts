import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * People hurt or taken ill at work or because of it: building sites, farms, factories, kitchens,
 * warehouses, offices, schools, hospitals, roads and boats; falls, machinery, crush, cuts, burns and
 * chemicals, eyes, electricity, heat and cold, fumes, needle-sticks, lifting, work stress and the ordinary
 * illnesses that start at work. Twenty-four cases per ESI level, in nurses' notes, crew handovers, phone
 * calls and the patient's own words. Written blind from ESI v4 guideline knowledge, without reading the
 * engine or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const work = readFrozenCaseSet('work-set.jsonl');

describeFrozenCaseSet(work, {
  name: 'work set',
  sha256: 'f3d464d8b6e9b36e503058ae18a582a974e95cde41c1024eac61b59d0db6da7d',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'phone-call', 'own-words'],
});

describe('the work set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of work.cases)
      expect(item.id).toMatch(new RegExp(`^oc-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
