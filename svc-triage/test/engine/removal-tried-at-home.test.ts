import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A bead in a child's ear or nose that a parent tried and failed to get out at home is removed by the
 * emergency department first (one procedure, ESI 4); ENT is asked when a clinician's attempt has failed,
 * or the object is impacted or out of sight.
 */
const child = caseFormMaker({ patientAge: '5', gender: 'female' });

describe('a foreign body a parent tried to remove', () => {
  it.each([
    [
      'Bead in L ear',
      'Put a plastic bead in her left ear yesterday. Bead visible in canal. Failed removal attempt by mum at home.',
    ],
    [
      'Bead up nose',
      'Pushed a bead up her right nostril, visible. Dad had a failed attempt at home with tweezers.',
    ],
  ])('%j: the department removes it (ESI 4)', (complaint, story) => {
    const item = child(complaint, story, 'HR 96, RR 20, Temp 36.7 C');
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a failed removal at the GP surgery asks for ENT', () => {
    const item = child(
      'Bead in ear',
      'Bead in her right ear since Monday, failed removal at the GP surgery this morning.',
    );
    expect(resourcesOf(item)).toContain('specialtyConsultation');
  });
});
