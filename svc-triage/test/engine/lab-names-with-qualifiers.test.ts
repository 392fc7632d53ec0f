import { analyzeCase } from '../../src/domain/engine';
import { parseLabs } from '../../src/domain/engine/reading/labs.parser';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A test's name as reports and notes qualify it. A specimen or kind in brackets between the name and the
 * value ("Bilirubin (total) 390", "Glucose (fasting) 6.1") hid the value; and a bilirubin fraction
 * ("Conjugated bilirubin 12") was read as the total, so a newborn's total of 390 became 12 (0.7 mg/dL).
 */
const valueOf = (text: string, analyte: string) =>
  parseLabs(text).find((result) => result.analyte === analyte)?.value;

describe('a qualifier in brackets between the name and the value', () => {
  it.each([
    ['Bilirubin (total) 390 umol/L (ref <200) CRITICAL HIGH', 'bilirubin', 22.8],
    ['Glucose (fasting) 6.1 mmol/L', 'glucose', 109.9],
    ['Calcium (adjusted) 3.1 mmol/L (ref 2.20-2.60) HIGH', 'calcium', 12.4],
    ['Potassium (serum) 6.8 mmol/L', 'potassium', 6.8],
    ['Lactate [venous] 4.2 mmol/L', 'lactate', 4.2],
    ['Glucose (POCT) 2.1', 'glucose', 37.8],
  ])('%s', (text, analyte, value) => {
    expect(valueOf(text, analyte)).toBeCloseTo(value, 1);
  });

  it('near-miss: a reference in brackets before the value is not taken for the value', () => {
    expect(valueOf('Potassium (ref 3.5-5.3) 6.1 mmol/L', 'potassium')).toBeUndefined();
  });
});

describe('a fraction of bilirubin is not the total', () => {
  it.each([
    'Conjugated bilirubin 12 umol/L (ref <25)',
    'Unconjugated bilirubin 30 umol/L',
    'direct bilirubin 0.4 mg/dL',
    'indirect bilirubin 1.9 mg/dL',
  ])('%s is no total bilirubin', (text) => {
    expect(valueOf(text, 'bilirubin')).toBeUndefined();
  });

  it('the total is read when a fraction is listed after it', () => {
    expect(
      valueOf('Bilirubin (total) 390 umol/L CRITICAL HIGH\nConjugated bilirubin 12 umol/L', 'bilirubin'),
    ).toBeCloseTo(22.8, 1);
  });

  it('the total is read when a fraction is listed before it', () => {
    expect(valueOf('Direct bilirubin 0.3 mg/dL, total bilirubin 18.5 mg/dL', 'bilirubin')).toBeCloseTo(
      18.5,
      1,
    );
  });
});

describe('the newborn whose report lists the total before its conjugated fraction', () => {
  const newborn = caseFormMaker({ patientAge: '4 days', gender: 'male' });

  it('is at a treatment threshold (NICE CG98), not a well baby (ESI 2)', () => {
    const item = newborn(
      'Baby yellow and sleepy',
      'Four days old and very yellow down to the legs, too sleepy to feed, few wet nappies.',
      'HR 156, RR 48, T 36.9, SpO2 98% RA\nBlood report:\nBilirubin (total) 390 umol/L (ref <200) CRITICAL HIGH\nConjugated bilirubin 12 umol/L (ref <25)',
    );
    expect(flagIds(item)).toContain('neonatal-hyperbilirubinemia');
    expect(analyzeCase(item).esi).toBe(2);
  });
});
