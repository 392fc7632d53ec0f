import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A teaching paragraph says how a reading was taken between its name and its value: "her pulse, counted
 * while she is still, is 172". The aside is skipped; a list of names before their values is not an aside.
 */
const child = caseFormMaker({ patientAge: '2', gender: 'female' });
const vitalsOf = (symptoms: string) => factsOf(child('vomiting and diarrhoea', symptoms)).vitals;

describe('a vital sign with an aside between its name and its value', () => {
  it.each([
    ['Her pulse, counted while she is still, is 172, respirations 42.', 'heartRate', 172],
    ['His heart rate, taken at rest, was 150 and regular.', 'heartRate', 150],
    ['Blood pressure, measured manually, is 78/40.', 'systolic', 78],
    ['Respiratory rate, counted over a full minute, is 48.', 'respiratoryRate', 48],
    ['Saturation, on the monitor once settled, is 91% in air.', 'spo2', 91],
  ])('%s', (symptoms, field, value) => {
    expect(vitalsOf(symptoms)).toMatchObject({ [field]: value });
  });

  it.each([
    ['Pulse, colour and tone all normal; she is 2 and weighs 12 kg.', 'heartRate'],
    ['Pulse, when asked about her, the mother said 3 days.', 'heartRate'],
  ])('%s: no %s read', (symptoms, field) => {
    expect(vitalsOf(symptoms)).not.toHaveProperty(field);
  });
});
