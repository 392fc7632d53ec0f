import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A saturation under 90% with stridor, or with a child sitting forward and drooling, is an airway closing,
 * whatever the breathing rate: immediate airway management (ESI v4 decision point A). The stridor may be
 * in a parent's words: "a quiet croaky noise breathing in". Stridor with a safe saturation is not this.
 */
const toddler = caseFormMaker({ patientAge: '3', gender: 'male' });

describe('hypoxia with an obstructed airway', () => {
  it('a toddler sitting forward, drooling, with a croaky noise breathing in and sats 88% is ESI 1', () => {
    const item = toddler(
      'sore throat',
      "Mum says it's just a bad sore throat. Sat bolt upright leaning forward on mum's knee, dribbling, quiet croaky noise breathing in, won't lie down.",
      'sats 88% RA, HR 168, T 39.6',
    );
    expect(factsOf(item).presenting.affirmed).toContain('stridor');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('an adult with stridor and SpO2 87% after a bee sting is ESI 1', () => {
    const item = toddler(
      'Swollen throat',
      'Stung by a bee, throat tight, stridor at rest.',
      'SpO2 87% HR 118',
      '34',
      'female',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: stridor only when crying with sats 97% is not ESI 1', () => {
    const item = toddler(
      'croup',
      'Barking cough, stridor only when crying, settles on mum.',
      'SpO2 97% RR 30 HR 130 T 38.1',
    );
    expect(analyzeCase(item).esi).not.toBe(1);
  });
});
