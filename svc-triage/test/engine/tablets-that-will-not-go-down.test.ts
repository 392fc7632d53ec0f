import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A child with tonsillitis who "can't swallow his tablets" but drinks through a straw is not dehydrated: the
 * IM antibiotic that replaces the tablets is the one resource (ESI 4). One who cannot drink at all needs
 * fluids and blood tests.
 */
const boy = caseFormMaker({ patientAge: '12', gender: 'male' });

describe('tablets that will not go down', () => {
  it('"can\'t swallow his tablets", drinking with a straw: the injection only, ESI 4', () => {
    const item = boy(
      "Son can't swallow his tablets, tonsillitis",
      "He's got tonsillitis, GP gave penicillin 2 days ago but his throat is so sore he can't get the tablets down. He's drinking slowly with a straw and weeing ok, no dribbling, breathing normal.",
      'temp 38.3',
    );
    expect(resourcesOf(item)).toEqual(['parenteralMedication']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a sore throat and unable to drink: fluids and blood tests', () => {
    const item = boy('Sore throat', "Tonsillitis, can't drink anything, not passing urine.", 'T 38.9 HR 118');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['ivFluids', 'labs']));
  });
});
