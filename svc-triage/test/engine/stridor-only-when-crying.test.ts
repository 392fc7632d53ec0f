import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Stridor heard only when a child cries is mild croup (Westley), however it is put: "a faint stridor is
 * heard only when he cries", "stridor only when she gets upset". Stridor at rest threatens the airway.
 */
const form = caseFormMaker({ patientAge: '2', gender: 'male' });
const vitals = 'HR 124 RR 28 SpO2 98% T 37.8';

it.each([
  'Barking cough, hoarse voice; no noisy breathing at rest, a faint stridor is heard only when he cries.',
  'Seal-like cough, stridor only when she gets upset, settled on mum.',
])('"%s" is no airway compromise', (narrative) => {
  expect(flagIds(form('barking cough', narrative, vitals))).not.toContain('airway-compromise');
});

it('near-miss: stridor at rest is an airway compromise', () => {
  expect(
    flagIds(form('croup', 'Barking cough with stridor at rest and recession.', 'HR 150 RR 44 SpO2 93%')),
  ).toContain('airway-compromise');
});
