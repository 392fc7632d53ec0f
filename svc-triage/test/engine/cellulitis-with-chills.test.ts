import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Spreading cellulitis with chills is not mild cellulitis. Shivering, chills or feeling shivery are the
 * systemic features that make it Eron class II (CREST; NICE NG141): blood tests and IV antibiotics, two
 * resources (ESI 3). A temperature just under 38 °C does not make such a patient well. Without them, a
 * small red patch around a bite is treated by mouth (ESI 5).
 */
const adult = caseFormMaker({ patientAge: '58', gender: 'female' });

describe('cellulitis with chills', () => {
  it('redness spreading over a forearm in a patient who feels shivery needs bloods and IV antibiotics', () => {
    const item = adult(
      'Red swollen arm',
      'Scratched by a rose bush four days ago; redness has spread over most of the forearm, hot and tender. Feels shivery today.',
      'BP 136/82, HR 94, RR 18, SpO2 97%, T 37.8',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('a red hot leg with chills and shivering is the same', () => {
    const item = adult(
      'Cellulitis L leg',
      'Red hot swollen L shin spreading since yesterday, chills and shivering overnight.',
      'HR 96, BP 128/76, T 37.6',
      '67',
      'male',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
  });

  it('near-miss: a small red patch around a bite in a well patient with no chills is treated by mouth', () => {
    const item = adult(
      'Insect bite',
      'Bitten on the forearm two days ago, 3 cm patch of redness around it, a bit warm. No chills, no fever, feels well.',
      'HR 74, BP 122/78, T 36.7',
      '34',
    );
    expect(resourcesOf(item)).not.toContain('parenteralMedication');
    expect(analyzeCase(item).esi).toBe(5);
  });
});
