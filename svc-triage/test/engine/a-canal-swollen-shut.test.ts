import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Otitis externa whose canal has swollen shut keeps the drops out: the canal is cleaned and a wick put in
 * so they reach it (AAO-HNSF 2014 Acute Otitis Externa; NICE CKS Otitis externa: refer for a wick or
 * microsuction when the canal is occluded). One procedure, ESI 4. An open canal is drops alone.
 */
const woman = caseFormMaker({ patientAge: '47', gender: 'female' });

describe('an ear canal swollen shut', () => {
  it.each([
    [
      'Ear infection not responding - canal swollen shut',
      'Otitis externa for a week; despite drops the canal is now swollen almost shut so the drops cannot get in. Afebrile, not diabetic.',
    ],
    [
      'Painful ear',
      'Swimmer. Left ear canal completely closed up with swelling, cannot see the eardrum, drops not going in.',
    ],
    ['Otitis externa', 'GP asks for aural toilet and a wick insertion, canal too narrow for drops.'],
  ])('%j: a wick, ESI 4', (complaint, story) => {
    const item = woman(complaint, story, 'T 36.8 HR 78');
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: otitis externa with an open canal, drops started, is ESI 5', () => {
    const item = woman(
      'Itchy sore ear',
      'Otitis externa, canal red but open, started drops yesterday.',
      'T 36.8',
    );
    expect(resourcesOf(item)).toEqual([]);
  });
});
