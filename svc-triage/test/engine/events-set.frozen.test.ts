import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Mass gatherings: festivals, concerts, stadiums, marathons, fairs, parades and nightlife, seen in the
 * event's medical tent or sent on: drugs and alcohol, heat, crush and falls, fights, fires and fireworks,
 * food allergy, asthma, diabetes, pregnancy, lost children, panic, blisters and sunburn. Twenty-four cases
 * per ESI level, in event medics' handovers, nurses' notes, registration fields and the patient's own words.
 * Written blind from ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen
 * before any rule was changed for it: a tuning set.
 */
const events = readFrozenCaseSet('events-set.jsonl');

describeFrozenCaseSet(events, {
  name: 'events set',
  sha256: 'ba9c20ded31a71a879ed95cb4a59f183bee7d8ad90d079c393665fde2d3b6af0',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['event-medic', 'triage-note', 'registration', 'own-words'],
});

describe('the events set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of events.cases)
      expect(item.id).toMatch(new RegExp(`^ev-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
