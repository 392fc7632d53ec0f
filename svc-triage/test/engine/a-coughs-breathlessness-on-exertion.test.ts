import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A cough whose only breathlessness is a little on exertion ("a bit breathless on the stairs", "mild
 * SOBOE"), with a normal saturation and heart rate and no chest pain, ankle swelling or breathlessness at
 * rest, is the chest illness's: a chest X-ray, without the blood tests and ECG of breathlessness as its own
 * complaint (NICE NG12 and CKS Cough). ESI 4. Breathlessness at rest, a low saturation, a fast heart or
 * swollen ankles keep the work-up.
 */
const adult = caseFormMaker({ patientAge: '50', gender: 'male' });
const vitals = 'BP 134/84, HR 84, RR 18, SpO2 97%, T 36.9';

describe("a cough's breathlessness on exertion", () => {
  it.each([
    "I've had a cough for two weeks and I get a bit breathless on the stairs. No blood, no fever. I smoke.",
    'c/o cough x10/7, clear sputum, mild SOBOE. Afebrile. Smoker 20/day. No haemoptysis, no CP.',
    'had winter flu 3 wks ago, still coughing, bit breathless climbing hills, smokes 20/day, no blood',
  ])('%j: a chest X-ray only, ESI 4', (story) => {
    const form = adult('cough', story, vitals);
    expect(resourcesOf(form)).toEqual(['xray']);
    expect(analyzeCase(form).esi).toBe(4);
  });

  it.each([
    ['breathless at rest', 'Cough for two weeks, now breathless at rest and on the stairs.', vitals],
    ['swollen ankles', 'Cough for two weeks, breathless on the stairs, ankles more swollen.', vitals],
    ['a saturation of 93%', 'Cough for two weeks, a bit breathless on the stairs.', 'HR 84, SpO2 93%'],
  ])('near-miss: with %s the breathlessness is worked up', (_what, story, obs) => {
    expect(resourcesOf(adult('cough', story, obs))).toEqual(expect.arrayContaining(['labs', 'ecg']));
  });
});
