import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A gunshot wound is high risk wherever it is: a bullet injures vessels and muscle well beyond its track,
 * so a calf shot through and through with a warm foot is still watched for vascular injury and
 * compartment syndrome (EAST 2012). A stab below the knee, an air-gun pellet or a flu shot is not one.
 */
const adult = caseFormMaker({ patientAge: '24', gender: 'male' });
const NORMAL = 'HR 96 BP 128/78 RR 18 SpO2 99%';

describe('a gunshot wound of a limb', () => {
  it.each([
    ['GSW leg', 'Shot R calf, through and through, foot warm'],
    ['Gunshot wound to forearm', 'Single wound, bleeding controlled, fingers move'],
    ['Hand wound', 'He was shot in the hand an hour ago outside a club'],
  ])('%j: high risk (ESI 2) though the limb looks perfused', (complaint, story) => {
    expect(analyzeCase(adult(complaint, story, NORMAL)).esi).toBe(2);
  });
});

describe('what is not a gunshot wound', () => {
  it('an air-gun pellet under the skin of the forearm is a foreign body (ESI 4 or 5)', () => {
    const item = adult(
      'Pellet in arm',
      'Shot with an air rifle pellet by his brother, pellet palpable under the skin of the forearm',
      NORMAL,
    );
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
  });

  it('a sore arm after a flu shot is not an injury at all', () => {
    const item = adult(
      'Sore arm',
      'Had my flu shot in the arm yesterday, a bit sore and red around it',
      NORMAL,
    );
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
  });
});
