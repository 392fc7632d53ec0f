import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Police custody, prisons, youth and immigration detention: arrests, restraint and Tasers, drugs swallowed
 * or concealed, intoxication and withdrawal, self-harm in cells, assaults, missed medicines, hunger
 * strike, pregnant detainees, the old and the young in custody, and officers and prison staff hurt or
 * taken ill at work, with the minor ailments of detainees. Twenty-four cases per ESI level, in
 * registration fields, educators' teaching vignettes, crews' handovers and the patient's own words.
 * Written blind from ESI v4 guideline knowledge, without reading the engine or the other sets, and
 * frozen before any rule was changed for it: a tuning set.
 */
const custody = readFrozenCaseSet('custody-set.jsonl');

describeFrozenCaseSet(custody, {
  name: 'custody set',
  sha256: '20aac8580f5f9237af7130c4c353240547366b9ef3b21fbbc16c2e3415d162e6',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['registration', 'teaching', 'crew-handover', 'own-words'],
});

describe('the custody set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of custody.cases)
      expect(item.id).toMatch(new RegExp(`^cu-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
