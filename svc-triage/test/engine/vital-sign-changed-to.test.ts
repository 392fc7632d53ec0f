import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A reading and what it became, written with an arrow: "P 172 crying → 148 settled", "BP 92/50 -> 118/70
 * after fluids". The value after the arrow is the patient now.
 */
const form = caseFormMaker({ patientAge: '14 months', gender: 'male' });
const vitalsOf = (vitals: string) => factsOf(form('wheezy, fever', 'Cough 3 days.', vitals)).vitals;

describe('a vital sign followed by an arrow and a later value', () => {
  it.each([
    ['P 172 crying → 148 settled  R 38  Sat 95  T 38.6', { heartRate: 148, respiratoryRate: 38 }],
    ['HR 130->104 after fluids, BP 92/50 -> 118/70', { heartRate: 104, systolic: 118 }],
    ['Sats 96% → 89% on air, RR 30', { spo2: 89, respiratoryRate: 30 }],
    ['T 39.4 → 37.9 after paracetamol, HR 150', { temperatureC: 37.9, heartRate: 150 }],
  ])('%s', (vitals, expected) => {
    expect(vitalsOf(vitals)).toMatchObject(expected);
  });

  it('a saturation raised by oxygen keeps its value on air', () => {
    expect(vitalsOf('RR 36 SpO2 84% RA -> 90% 15L NRB, HR 128')).toMatchObject({ spo2: 84, heartRate: 128 });
  });

  it('an arrow between words changes no reading', () => {
    expect(vitalsOf('fall -> head injury, HR 120 RR 30')).toMatchObject({
      heartRate: 120,
      respiratoryRate: 30,
    });
  });
});
