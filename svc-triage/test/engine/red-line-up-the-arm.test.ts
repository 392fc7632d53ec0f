import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * "A red line going up my arm" is lymphangitis: an infection spreading up the lymphatics, treated with IV
 * antibiotics after blood tests. An infected cat bite of the hand with it is ESI 3.
 */
const woman = caseFormMaker({ patientAge: '53', gender: 'female' });

describe('a red line going up the arm', () => {
  it('an infected cat bite with a red line going up the arm: blood tests and IV antibiotics, ESI 3', () => {
    const item = woman(
      'Cat bite, hand swollen',
      'My cat bit my right hand yesterday. Now the whole back of my hand is swollen and red up to my wrist with a red line going up my arm, it throbs 6/10. I can still bend my fingers fully.',
      'temp 37.9',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('a clean cat scratch with no spreading redness needs nothing', () => {
    expect(
      resourcesOf(woman('Cat scratch', 'Scratched by the cat on the forearm, superficial, not red.')),
    ).toEqual([]);
  });
});
