import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A child well enough for home with a chest infection has a chest X-ray and no routine blood tests (BTS
 * 2011 community-acquired pneumonia in children). Whether the child breathes fast is judged for the age:
 * by ESI v4's danger-zone bands (over 50 a minute under 3 months, 40 to 3 years, 30 to 8 years, then 20),
 * not by an adult's 20. A 4-year-old at 28 a minute is breathing at a child's rate; at 46 a minute, fast.
 */
const child = caseFormMaker({ patientAge: '4', gender: 'male' });
const story =
  'Cough and fever for 4 days, GP queried a chest infection and sent him for an X-ray. Eating and drinking well, playing, no recession.';

describe("a child's breathing rate judged for its age", () => {
  it.each([
    ['4', 'T 38.4, HR 120, RR 28, SpO2 96% RA'],
    ['6', 'T 38.1, HR 112, RR 26, SpO2 97%'],
    ['2', 'T 38.6, HR 128, RR 34, SpO2 96%'],
    ['9 months', 'T 38.2, HR 140, RR 38, SpO2 97%'],
  ])('aged %s, %s: a chest X-ray without blood tests, ESI 4', (age, vitals) => {
    const form = child('cough and fever', story, vitals, age);
    expect(resourcesOf(form)).toEqual(['xray']);
    expect(analyzeCase(form).esi).toBe(4);
  });

  it.each([
    ['4', 'T 38.4, HR 120, RR 46, SpO2 95%'],
    ['9 months', 'T 38.2, HR 140, RR 48, SpO2 96%'],
    ['12', 'T 38.0, HR 96, RR 26, SpO2 96%'],
  ])('near-miss: aged %s, %s breathes fast for the age: blood tests kept', (age, vitals) => {
    expect(resourcesOf(child('cough and fever', story, vitals, age))).toContain('labs');
  });
});
