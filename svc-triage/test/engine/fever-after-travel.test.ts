import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A fever within weeks of coming back from travel needs blood tests whatever source seems evident: a cough
 * or a sore throat may be the start of malaria, dengue, typhoid or legionella (UKHSA fever in the returning
 * traveller). At home, a fever with a cough in a well adult needs none.
 */
const adult = caseFormMaker({ patientAge: '41', gender: 'male' });

describe('fever after travel', () => {
  it('back from a holiday in Spain five days ago, fever and a dry cough: blood tests', () => {
    const item = adult(
      'Fever after holiday',
      'Came back from a beach holiday in Spain five days ago with fever, muscle aches and a dry cough. Talking normally.',
      'HR 92, RR 18, SpO2 97%, T 38.4',
    );
    expect(resourcesOf(item)).toContain('labs');
  });

  it('a child recently returned from visiting family abroad, fever and a runny nose: blood tests', () => {
    const item = adult(
      'Fever',
      'Recently returned from visiting family abroad, fever since yesterday with a runny nose, playing.',
      'HR 110, RR 24, T 38.6',
      '6',
    );
    expect(resourcesOf(item)).toContain('labs');
  });

  it('near-miss: the same fever and cough with no travel needs no blood tests', () => {
    const item = adult(
      'Fever and cough',
      'Fever, muscle aches and a dry cough for two days, talking normally. No recent travel.',
      'HR 92, RR 18, SpO2 97%, T 38.4',
    );
    expect(resourcesOf(item)).not.toContain('labs');
  });
});

describe('unwell after a malaria area, without a fever', () => {
  it('back from Kenya, stopped the malaria tablets, mild headache and tired, afebrile: a malaria film (ESI 4)', () => {
    const item = adult(
      '?malaria',
      'Back from safari in Kenya 2/52. Stopped malaria tabs halfway. Mild headache + tired x1 day. No fevers at home, eating and drinking.',
      'T 37.4 HR 84 BP 126/78 RR 16 sats 99% RA',
    );
    expect(resourcesOf(item)).toEqual(['labs']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: the same headache back from Spain needs no blood test', () => {
    const item = adult(
      'headache',
      'Back from a holiday in Spain 2/52. Mild headache + tired x1 day. No fevers, eating and drinking.',
      'T 37.4 HR 84 BP 126/78 RR 16 sats 99% RA',
    );
    expect(resourcesOf(item)).not.toContain('labs');
  });

  it('near-miss: a sprained ankle back from Ghana is an injury, not a malaria work-up', () => {
    const item = adult('twisted ankle', 'Back from Ghana last week, twisted my ankle on the stairs today.');
    expect(resourcesOf(item)).not.toContain('labs');
  });
});

/**
 * A fever after a malaria area is a malaria film now, with blood counts, cultures and fluids (UKHSA 2023):
 * two resources, ESI 3 when the patient is alert with a heart rate, breathing and pressure in range. A
 * fast heart or breathing or a low pressure may be severe malaria's and keep it high risk (ESI 2), and a
 * clouded mind, jaundice or bleeding are severe malaria's signs on their own.
 */
describe('fever after a malaria area', () => {
  const traveller =
    'Back from Nigeria 10 days ago, fever and headache for 2 days with aches and shivers. Did not take malaria tablets. Alert, walking, drinking.';

  it('alert, with vital signs outside the danger zone: films, bloods and fluids, ESI 3', () => {
    const item = adult('Fever after travel', traveller, 'BP 122/74 HR 96 RR 18 SpO2 98% T 38.6');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it.each([
    ['a heart rate of 118', traveller, 'BP 118/70 HR 118 RR 20 SpO2 98% T 39.4'],
    ['breathing at 24 a minute', traveller, 'BP 118/70 HR 96 RR 24 SpO2 97% T 39.0'],
    [
      'jaundice and confusion',
      `${traveller} Now yellow eyes and muddled.`,
      'BP 122/74 HR 96 RR 18 SpO2 98% T 38.6',
    ],
  ])('near-miss: with %s, ESI 2 or 1', (_what, story, vitals) => {
    expect(analyzeCase(adult('Fever after travel', story, vitals)).esi).toBeLessThanOrEqual(2);
  });
});
