import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Ear wax that softening drops have not cleared, or that the GP surgery no longer syringes, is irrigated
 * or suctioned: one simple procedure, ESI 4 (NICE CKS Earwax). Wax met for the first time is given drops
 * and advice: ESI 5.
 */
const older = caseFormMaker({ patientAge: '72', gender: 'male' });

describe('wax the drops have not cleared', () => {
  it.each([
    [
      'Blocked ear',
      'L ear blocked & muffled hearing 2/52, olive oil drops 1/52 no help, no pain, wax occluding canal on otoscopy',
    ],
    [
      'Can’t hear, ears blocked',
      'Both ears blocked for weeks. I’ve used the olive oil drops for two weeks. My GP surgery has stopped doing ear syringing.',
    ],
  ])('%j: irrigation (ESI 4)', (complaint, story) => {
    const item = older(complaint, story);
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('muffled hearing from wax met for the first time: drops and advice (ESI 5)', () => {
    const item = older(
      'Muffled hearing',
      'Hearing in my right ear has gone muffled over a few weeks, I think it is wax. No pain.',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });
});
