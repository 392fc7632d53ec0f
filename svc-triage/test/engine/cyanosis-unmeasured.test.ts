import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Central cyanosis is a low saturation nobody has measured yet. With a patient who answers only a voice,
 * or who breathes 30 or more a minute, it is the hypoxia the SpO2 rule of decision point A acts on:
 * oxygen and the airway now (ESI 1). Blue lips alone, or a colour that came and went, stay high risk.
 */
const child = caseFormMaker({ patientAge: '3', gender: 'male' });
const lifeSaving = (item: Parameters<typeof analyzeCase>[0]) =>
  analyzeCase(item).reasons.some((reason) => /Central cyanosis with reduced responsiveness/.test(reason));

describe('central cyanosis unmeasured', () => {
  it('blue lips in a child who only moans when shouted at, after the pool, is ESI 1', () => {
    const item = child(
      'Pulled out of the pool',
      'Was under the water, coughed some up, not really with it, only moans when we shout at him, his lips are blue.',
    );
    expect(lifeSaving(item)).toBe(true);
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('a cyanosed adult breathing 34 a minute is ESI 1 before the probe is on', () => {
    const item = child(
      'Breathless',
      'Very short of breath, cyanosed, speaking in single words.',
      'RR 34, HR 122',
      '70',
    );
    expect(lifeSaving(item)).toBe(true);
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: lips blue for a moment in a breath-holding spell, now pink and alert, is not', () => {
    const item = child(
      'Breath-holding',
      'Cried hard, held his breath and went blue for a few seconds, now pink, alert and playing.',
      'HR 110, RR 24, SpO2 99%',
      '2',
    );
    expect(lifeSaving(item)).toBe(false);
    expect(analyzeCase(item).esi).not.toBe(1);
  });

  it('near-miss: peripheral cyanosis of cold fingers in an alert adult is not', () => {
    const item = child(
      'Cold fingers',
      'Fingers white then blue in the cold, peripheral cyanosis only, alert.',
      'RR 16, HR 80, SpO2 98%',
      '30',
    );
    expect(lifeSaving(item)).toBe(false);
  });
});
