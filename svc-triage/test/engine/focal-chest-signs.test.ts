import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A cough with a focal chest sign is a possible pneumonia and gets a chest X-ray (NICE NG138; BTS
 * community-acquired pneumonia). The sign comes in many words: a chest "quiet at the right base",
 * "decreased breath sounds", "dull to percussion". The engine had read "crackles" and "reduced air
 * entry" only, so a well febrile young man with a quiet right base had no resource (ESI 5). With fever,
 * suspected pneumonia in an adult also gets blood tests, as our other sets hold. A clear chest in a well
 * patient with a cold still needs nothing.
 */
const adult = caseFormMaker({ patientAge: '28', gender: 'male' });
const wellVitals = 'T 38.2, HR 92, RR 18, SpO2 97% on air, BP 122/76';

describe('focal chest signs', () => {
  it('a chest quiet at the right base is a focal sign: chest X-ray', () => {
    const item = adult(
      'Fever and cough',
      'Two days of fever and dry cough. Chest sounds a bit quiet at the right base.',
      wellVitals,
    );
    expect(resourcesOf(item)).toContain('xray');
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(4);
  });

  it('decreased breath sounds at a base', () => {
    const item = adult(
      'Cough',
      'Productive cough 4 days, decreased breath sounds L base on exam by GP.',
      wellVitals,
    );
    expect(resourcesOf(item)).toContain('xray');
  });

  it('dullness to percussion', () => {
    const item = adult(
      'Cough, feverish',
      'Cough for a week, dull to percussion right lower zone.',
      'HR 88, RR 18, SpO2 96%',
    );
    expect(resourcesOf(item)).toContain('xray');
  });

  it('near-miss: a clear chest with a cold in a well young man needs no X-ray', () => {
    const item = adult(
      'Cough and cold',
      'Runny nose and dry cough for 3 days, chest clear, eating and drinking.',
      'T 37.4, HR 80, RR 14, SpO2 99%',
    );
    expect(resourcesOf(item)).not.toContain('xray');
  });
});
