import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Sudden sensorineural hearing loss, however the morning is told ("woke yesterday with the left ear
 * muffled"), with a normal canal and drum, needs urgent ENT: one resource, ESI 4. Wax does not.
 */
const man = caseFormMaker({ patientAge: '48', gender: 'male' });

describe('woke with a muffled ear', () => {
  it('"woke yesterday with L ear muffled", canal and drum normal: urgent ENT, ESI 4', () => {
    const item = man(
      'L ear hearing loss',
      'Woke yesterday with L ear muffled, ringing, no pain, no discharge, no vertigo, canal & TM normal, Weber lateralises to R.',
      'HR 70 BP 130/82 T 36.6',
    );
    expect(resourcesOf(item)).toEqual(['specialtyConsultation']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('woke with a blocked ear from wax: no ENT', () => {
    expect(
      resourcesOf(man('Blocked ear', 'Woke yesterday with the ear blocked, known wax, drops used.')),
    ).not.toContain('specialtyConsultation');
  });
});
