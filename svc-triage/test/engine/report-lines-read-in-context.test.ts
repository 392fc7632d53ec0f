import { analyzeCase } from '../../src/domain/engine';
import { parseLabs } from '../../src/domain/engine/reading/labs.parser';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Report lines read in their context. A pH under URINALYSIS (or "urine pH") is the urine's, 5 to 8 in
 * health, not the blood's: read as blood it was a severe acidaemia (ESI 2) in a stone patient with a
 * normal urine. A blood pH below 6.5 does not occur, so such a value is never read as one. A meter's name
 * in brackets between a test and its value ("Blood ketones (Optium) 1.2 mmol/L") no longer hides the
 * value, which let the interpretation's "ketones <3" be read instead: a diabetic ketoacidosis that the
 * report itself said was not one.
 */
const adult = caseFormMaker({ patientAge: '45', gender: 'male' });
const valueOf = (text: string, analyte: string) => parseLabs(text).find((r) => r.analyte === analyte)?.value;

describe('report lines read in their context', () => {
  it('a pH under URINALYSIS is not a blood pH', () => {
    const report =
      'URINALYSIS\nSpecific gravity  1.024   1.005-1.030\npH                6.0     5.0-8.0\nBlood             3+      Negative   *';
    expect(valueOf(report, 'ph')).toBeUndefined();
  });

  it('"urine pH 7.0" is not a blood pH', () => {
    expect(valueOf('Urine dip: pH 7.0, blood ++, nitrite negative', 'ph')).toBeUndefined();
    expect(valueOf('urine pH 5.5', 'ph')).toBeUndefined();
  });

  it('a venous gas after a urinalysis in the same report keeps its pH', () => {
    const report = 'URINALYSIS\npH 6.0\nVENOUS BLOOD GAS\npH   7.12   7.31-7.41   L\npCO2  3.1 kPa';
    expect(valueOf(report, 'ph')).toBe(7.12);
  });

  it('a blood gas pH is read as before', () => {
    expect(valueOf('VBG: pH 7.08, HCO3 9, lactate 2.1', 'ph')).toBe(7.08);
  });

  it('renal colic with a urinalysis report is not a severe acidaemia', () => {
    const item = adult(
      'Left flank pain',
      'Colicky left flank pain radiating to the groin since 04:00, nausea. Urinalysis done at urgent care.',
      'HR 88, BP 142/88, RR 18, SpO2 99%\nURINALYSIS\nColor   Yellow   Yellow\npH      6.0      5.0-8.0\nBlood   3+       Negative  *\nRBC     >50 /HPF 0-2   H',
    );
    expect(flagIds(item)).not.toContain('severe-acidemia');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('a meter named in brackets does not hide the value: "Blood ketones (Optium) 1.2 mmol/L"', () => {
    const report =
      'pH   7.35   7.31-7.41\nHCO3-  21.0 mmol/L  22-29  L\nBlood ketones (Optium)  1.2 mmol/L   (<0.6)\nInterpretation: ketosis, not meeting DKA criteria (ketones <3, pH >7.3)';
    expect(valueOf(report, 'ketones')).toBe(1.2);
  });
});
