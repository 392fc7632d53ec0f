import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Sport, exercise and leisure at every age: football, rugby, netball, cycling, running, climbing, swimming,
 * skiing, riding, trampolines and gyms; the collapsed athlete, head and neck injuries, blows to the chest and
 * belly, heat illness, asthma on exertion, dislocations, fractures, sprains, cuts, overuse and the worried
 * well. Twenty-four cases per ESI level, in nurses' notes, phone calls, the patient's own words and teaching
 * paragraphs. Written blind from ESI v4 guideline knowledge, without reading the engine or the other sets,
 * and frozen before any rule was changed for it: a tuning set.
 */
const sport = readFrozenCaseSet('sport-set.jsonl');

describeFrozenCaseSet(sport, {
  name: 'sport set',
  sha256: '25633627ebcab8554d5a492fd3db90bce1e599f13d3b927f806a3abbd7e7a51d',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'phone-call', 'own-words', 'teaching'],
});

describe('the sport set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of sport.cases)
      expect(item.id).toMatch(new RegExp(`^sg-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
