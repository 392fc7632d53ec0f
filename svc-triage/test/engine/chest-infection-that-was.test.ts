import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A chest infection treated and over is not worked up again: a fit note after it, or thrush after its
 * antibiotics, needs no chest X-ray or blood tests. One still breathless, or with a fever, does.
 */
const man = caseFormMaker({ patientAge: '50', gender: 'male' });

describe('a chest infection that was', () => {
  it('a sick note after a chest infection, antibiotics finished, feels better: ESI 5', () => {
    const item = man(
      'Sick note',
      'Chest infection last week, finished antibiotics, feels better. Needs note for work.',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('finished antibiotics but still breathless: worked up', () => {
    const item = man(
      'Chest infection',
      'Finished antibiotics for a chest infection last week, still breathless and coughing.',
      'T 37.9 SpO2 94%',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'xray']));
  });
});

describe('thrush after the antibiotics for a chest infection', () => {
  it('at 84, with the cough gone: no chest X-ray and no urea for CURB-65, ESI 5', () => {
    const item = man(
      'White patches in mouth',
      'Finished antibiotics for a chest infection 4 days ago, now white patches on tongue and palate. Eating and drinking normally, no fever, cough gone, her usual self.',
      'T 36.7 pulse 76 SpO2 96%',
      '84',
      'female',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });
});
