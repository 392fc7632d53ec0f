import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * ADA 2024 and JBDS define the ketonaemia of DKA as a blood ketone (beta-hydroxybutyrate) of 3.0 mmol/L
 * or more, or urine ketones of 2+. A level of 1.5 to 3.0 in a diabetic who is vomiting is ketosis to
 * treat and recheck, not ketoacidosis on its own.
 */
const adult = caseFormMaker({ patientAge: '36', gender: 'male' });
const form = (ketones: string, extra = '') => ({
  ...adult(
    'vomiting, high BGL, T1DM',
    `T1DM, vomited 4 times since last night, kept taking insulin, tolerating sips. Alert. ${ketones} at triage.${extra}`,
    'HR 98 RR 18 BP 124/78 SpO2 99% T 37.4 BGL 19.2 mmol/L',
  ),
  medicalHistory: 'Type 1 diabetes',
  currentMedications: 'insulin glargine, insulin aspart',
});
const DKA = 'dka-hhs';

describe('blood ketones and diabetic ketoacidosis', () => {
  it.each(['Ketones 1.8', 'Blood ketones 2.4 mmol/L', 'Ketones 1.5'])('%s: ketosis, not DKA', (ketones) => {
    expect(flagIds(form(ketones))).not.toContain(DKA);
  });

  it.each(['Ketones 3.4', 'Blood ketones 5.1 mmol/L', 'Urine ketones 3+'])('%s: DKA', (ketones) => {
    expect(flagIds(form(ketones))).toContain(DKA);
  });

  it('ketones of 2.4 with a pH of 7.21: DKA by its acidosis', () => {
    expect(flagIds(form('Ketones 2.4', ' Venous gas pH 7.21, bicarbonate 14.'))).toContain(DKA);
  });
});
