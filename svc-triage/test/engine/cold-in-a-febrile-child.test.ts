import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A child's fever with a runny nose or a croupy bark is a viral cold: no chest X-ray (NICE NG143), even with
 * a heart and breathing rate above an adult's. Focal chest signs or a low saturation still are a pneumonia.
 */
const form = caseFormMaker({ patientAge: '3', gender: 'male' });

it.each([
  'Temp 39.4 at home, shivery. Runny nose + cough x1/7. Now running around, drinking juice.',
  'Cough and a snotty nose since yesterday, hot to touch, playing now.',
])('"%s" needs no chest X-ray', (narrative) => {
  expect(resourcesOf(form('fever', narrative, 'T 38.3 HR 130 RR 26 SpO2 98%'))).not.toContain('xray');
});

it.each([
  ['crackles at the right base', 'T 38.3 HR 130 RR 26 SpO2 98%'],
  ['runny nose', 'T 38.3 HR 150 RR 44 SpO2 91%'],
])('near-miss: a febrile cough with %s is X-rayed', (finding, vitals) => {
  expect(resourcesOf(form('fever and cough', `Cough and fever, ${finding}.`, vitals))).toContain('xray');
});
