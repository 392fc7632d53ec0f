import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * A potassium of 6.0-6.4 from a haemolysed, delayed or squeezed capillary sample, in a well patient with
 * normal kidney function and no ECG change, is most likely spurious: a venous repeat decides (UK Kidney
 * Association 2023), one resource, ESI 4. The engine treated it as true moderate hyperkalaemia (ECG and
 * IV treatment, ESI 3). The same value with weakness, a raised creatinine or a clean sample stays what
 * it was, and 6.5 or more is acted on whatever the sample.
 */
const adult = caseFormMaker({ patientAge: '55', gender: 'male' });
const normal = 'HR 72, BP 134/82, RR 14, SpO2 98%, T 36.6';

describe('a potassium that is likely spurious', () => {
  it('6.4 in a haemolysed, delayed sample with normal creatinine in a well man: repeat only (ESI 4)', () => {
    const item = adult(
      'Told to have potassium rechecked',
      'Routine bloods showed a high potassium; told to have a repeat. Feels completely well, no weakness, no palpitations.',
      `${normal}\nPotassium   6.4   mmol/L   3.5 - 5.3   H *\nCreatinine   82   umol/L   59 - 104\nSample haemolysed (++) and delayed in transit >16 h. Repeat advised.`,
    );
    expect(flagIds(item)).not.toContain('hyperkalemia-moderate');
    expect(resourcesOf(item)).toEqual(['labs']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('6.2 on a squeezed fingerstick sample', () => {
    const item = adult(
      'Sent for a venous potassium',
      'Fingerstick sample at the clinic showed a high potassium. Feels well.',
      `${normal}\ni-STAT  Sample: CAPILLARY (fingerstick, squeezed)\nK   6.2   mmol/L   3.5-5.1   H\nCrea   76   umol/L   62-106`,
      '50',
    );
    expect(resourcesOf(item)).not.toContain('ecg');
  });

  it('near-miss: 6.3 in a haemolysed sample with a raised creatinine is treated as true', () => {
    const item = adult(
      'High potassium',
      'GP sent in with high potassium, sample haemolysed. Feels tired.',
      `${normal}\nPotassium 6.3 mmol/L (3.5-5.3) H\nCreatinine 240 umol/L (59-104) H`,
      '72',
    );
    expect(flagIds(item)).toContain('hyperkalemia-moderate');
  });

  it('near-miss: 6.2 in a clean venous sample is moderate hyperkalaemia', () => {
    const item = adult(
      'High potassium',
      'Routine bloods, feels well.',
      `${normal}\nPotassium 6.2 mmol/L (3.5-5.3) H`,
    );
    expect(flagIds(item)).toContain('hyperkalemia-moderate');
  });
});
