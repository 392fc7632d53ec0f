import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Drunk or high last night, sober now: the intoxication is the story of the injury, not a problem to
 * work up. A young woman who went over on her ankle drunk at a party and is "sober now, alert", or a man
 * whose half ecstasy pill "has long worn off", needs the ankle X-ray only (ESI 4); the engine added blood
 * tests for intoxication (ESI 3). Someone still intoxicated keeps them when the rest of the case asks.
 */
const adult = caseFormMaker({ patientAge: '21', gender: 'female' });

describe('intoxicated then, sober now', () => {
  it('drunk at a party last night, sober now, ankle X-ray only (ESI 4)', () => {
    const item = adult(
      'R ankle pain after fall at party last night',
      'Drunk at party last night, went over on ankle on stairs. No head injury. Sober now, alert. Swollen lateral malleolus, tender posterior edge, weight-bearing 2-3 steps with pain.',
      'HR 80, BP 112/70, RR 14, SpO2 99%',
    );
    expect(resourcesOf(item)).toEqual(['xray']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a pill that has long worn off, clear-headed now', () => {
    const item = adult(
      'Ankle injury at festival',
      "Took half an ecstasy pill last night, that's long worn off, he's clear-headed now. Went over on his ankle in the crowd, can't put weight on it.",
      'HR 84, BP 126/76, RR 14, SpO2 99%, T 36.8',
      '22',
      'male',
    );
    expect(resourcesOf(item)).not.toContain('labs');
  });
});
