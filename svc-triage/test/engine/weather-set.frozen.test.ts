import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Weather and seasons: heatwaves and sunburn, cold snaps, frostbite and falls on ice, storms and floods,
 * carbon monoxide from generators, lightning, pollen and thunderstorm asthma, snow shovelling, winter
 * viruses, summer stings, and the ordinary complaints people bring in such weather. Twenty-four cases per
 * ESI level, in registration fields, educators' teaching vignettes, crews' handovers and the patient's
 * own words. Written blind from
 * ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen before any rule
 * was changed for it: a tuning set.
 */
const weather = readFrozenCaseSet('weather-set.jsonl');

describeFrozenCaseSet(weather, {
  name: 'weather set',
  sha256: 'a4c48e65cd0e2e5b09ccf181531a9cc43afabc32825b6b89abab255a65f737a5',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['registration', 'teaching', 'crew-handover', 'own-words'],
});

describe('the weather set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of weather.cases)
      expect(item.id).toMatch(new RegExp(`^wx-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
