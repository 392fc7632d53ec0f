import { analyzeCase } from '../../src/domain/engine';
import { parseLabs } from '../../src/domain/engine/reading/labs.parser';
import { resourcesOf } from './support/case-forms';

/**
 * A laboratory report prints each result in columns: the value, its unit, then its reference range
 * without brackets, and a flag after the range ("Potassium 6.4 mmol/L 3.5 - 5.3 H"). An anticoagulation
 * clinic prints the target range under the INR. Both are read as the result's range and flag, so a
 * result inside its range is known to be normal, and one outside it is known to be abnormal.
 */
const rangeOf = (text: string, analyte: string) => {
  const result = parseLabs(text).find((found) => found.analyte === analyte);
  return result && { low: result.referenceLow, high: result.referenceHigh, flag: result.flag };
};

describe('a reference range printed in a report’s columns', () => {
  it.each([
    ['Sodium            140     mmol/L     133 - 146', 'sodium', 133, 146],
    ['Creatinine 0.9 mg/dL 0.7-1.2', 'creatinine', 0.7, 1.2],
    ['Platelets        242      K/uL      150-400', 'platelets', 150, 400],
    [
      'PT               12.1     sec       11.0-13.5\nINR              1.0                0.9-1.1',
      'inr',
      0.9,
      1.1,
    ],
    ['INR             2.6\nTarget range    2.0 - 3.0      IN RANGE', 'inr', 2, 3],
    ['INR                  3.4              Target 2.5 - 3.5', 'inr', 2.5, 3.5],
  ])('%j: %s from %d to %d', (text, analyte, low, high) => {
    expect(rangeOf(text, analyte)).toMatchObject({ low, high });
  });

  it('reads the flag printed after the range', () => {
    expect(rangeOf('Potassium         6.4     mmol/L     3.5 - 5.3     H *', 'potassium')).toEqual({
      low: 3.5,
      high: 5.3,
      flag: 'high',
    });
    expect(rangeOf('Neutrophils       1.3     x10^9/L    2.0 - 7.5     L', 'neutrophils')).toEqual({
      low: 2,
      high: 7.5,
      flag: 'low',
    });
  });

  it('does not take a span of time, or unnamed numbers on the next line, for a range', () => {
    expect(rangeOf('lactate 2 4-6 hours ago, repeat pending', 'lactate')).toEqual({
      low: undefined,
      high: undefined,
      flag: undefined,
    });
    expect(rangeOf('Sodium 140\n133 - 146 was last year', 'sodium')).toMatchObject({
      low: undefined,
      high: undefined,
    });
  });
});

describe('an injury on warfarin with the INR already measured in range', () => {
  const wristFall = (report: string) => ({
    patientAge: '61',
    gender: 'female',
    chiefComplaint: 'Fell onto wrist, takes warfarin',
    symptoms:
      'Tripped on a kerb this morning and landed on her right wrist. Tender over the distal radius, fingers pink with normal sensation. Did not hit her head.',
    vitals: `HR 78, BP 136/80, RR 16, SpO2 98%, Temp 36.8, pain 4/10${report}`,
    medicalHistory: 'Mechanical mitral valve',
    currentMedications: 'Warfarin 5 mg daily',
  });

  it('needs the wrist X-ray only when the clinic’s INR lies in its printed target range (ESI 4)', () => {
    const item = wristFall('\nANTICOAGULATION CLINIC\nINR   2.9   Target range 2.5 - 3.5   IN RANGE');
    expect(resourcesOf(item)).toEqual(['xray']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('still checks the clotting when no INR was brought, or it is above its range', () => {
    expect(resourcesOf(wristFall(''))).toEqual(expect.arrayContaining(['xray', 'labs']));
    expect(resourcesOf(wristFall('\nINR   4.6   Target range 2.5 - 3.5   H'))).toEqual(
      expect.arrayContaining(['xray', 'labs']),
    );
  });
});
