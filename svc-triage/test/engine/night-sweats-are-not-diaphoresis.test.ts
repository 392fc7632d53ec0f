import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * The sweating of an ACS comes with the pain; "night sweats" belong to an infection, TB or a lymphoma. A
 * smoker of 58 with a productive cough, a fever and pleuritic pain with night sweats has a chest infection,
 * not an ACS; the same man with chest pain and sweating has a possible ACS.
 */
const man = caseFormMaker({ patientAge: '58', gender: 'male' });

describe('night sweats are not diaphoresis', () => {
  it('pleuritic pain with a productive cough, fever and night sweats is not an ACS', () => {
    const item = man(
      'Productive cough, fever',
      'Cough with green sputum 5/7, R-sided pleuritic CP 4/10, fevers/night sweats. Speaking full sentences. Smoker.',
      'T 38.3 HR 94 BP 136/84 RR 20 SpO2 94%',
    );
    expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  });

  it('central chest pain with sweating is a possible ACS', () => {
    expect(flagIds(man('Chest pain', 'Central chest pain for an hour, sweating, feels sick.'))).toContain(
      'acute-coronary-syndrome',
    );
  });
});
