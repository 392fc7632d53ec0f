import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An infection whose oral antibiotic will not stay down or cannot be swallowed still needs treating: a
 * single IM or IV dose replaces it, one resource. Tonsillitis with a safe airway and fluids going down is
 * then ESI 4, not 5; a painkiller vomited back is left to the complaint's own antiemetic needs.
 */
const adult = caseFormMaker({ patientAge: '19', gender: 'female' });
const VITALS = 'T 38.1 HR 96 BP 112/70 RR 16 SpO2 99%';

describe('antibiotics that will not stay down', () => {
  it.each([
    "Tonsillitis dx by GP 2/7 ago, given penicillin V but can't get tablets down, too painful. Managing sips of water. No drooling, voice normal.",
    'Sore throat 4/7, exudate, no cough. Swallowing fluids OK, no drooling. Vomiting up oral pen V.',
    'Strep tonsillitis 3 days on pen V, vomits tablets, drinking fluids ok, no drooling.',
  ])('%j: an IM antibiotic, ESI 4', (story) => {
    const item = adult('Sore throat', story, VITALS);
    expect(resourcesOf(item)).toContain('parenteralMedication');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a child whose amoxicillin for a chest infection comes back up gets it IV', () => {
    const item = caseFormMaker({ patientAge: '6', gender: 'male' })(
      'Cough, fever, vomiting antibiotics',
      'Three days of fever and wet cough. GP started amoxicillin yesterday but he is bringing the doses back up. Alert, drinking small sips.',
      'T 39.0 SpO2 95% HR 124',
    );
    expect(resourcesOf(item)).toContain('parenteralMedication');
  });

  it('tonsillitis on penicillin, taking it, needs nothing', () => {
    const item = adult(
      'Sore throat',
      'Tonsillitis on pen V day 2, taking it fine, drinking well. No drooling.',
      VITALS,
    );
    expect(resourcesOf(item)).not.toContain('parenteralMedication');
  });
});
