import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An adult with a cough and a temperature measured at 38 °C or more may have a pneumonia that history alone
 * cannot rule out (NICE NG138: a fever is one of its signs): a chest X-ray, one resource, ESI 4; bloods as
 * well from 50 (the cough's own rule), ESI 3. A cough with a cold (a runny or blocked nose, a sore throat),
 * a fever only reported, or a normal temperature keeps to no resources.
 */
const adult = caseFormMaker({ patientAge: '41', gender: 'female' });

describe("an adult's cough with a measured fever", () => {
  it.each([
    [
      'cough and fever',
      'Dry cough for three days, hot and sweaty at night. Looks well.',
      'HR 92, RR 18, SpO2 97%, T 38.3',
    ],
    [
      'Cough',
      'Coughing for 4 days, feels rough, aching all over.',
      'T 38.6 HR 90 BP 126/80 RR 16 sats 98% RA',
    ],
    [
      'fever, coughing',
      'Mental state: alert. Pain: no. Injury: no. Arrival: walk-in.',
      'BP 124/76, HR 88, RR 18, SpO2 98%, Temp 38.2',
    ],
  ])('%s, "%s" (%s): a chest X-ray, ESI 4', (complaint, story, obs) => {
    const form = adult(complaint, story, obs);
    expect(resourcesOf(form)).toEqual(['xray']);
    expect(analyzeCase(form).esi).toBe(4);
  });

  it('at 62 the bloods are added: a chest X-ray and labs, ESI 3', () => {
    const form = adult(
      'Fever and cough',
      'Mental state: alert. Pain: no. Injury: no.',
      'BP 130/78, HR 96, RR 18, Temp 38.4',
      '62',
    );
    expect(resourcesOf(form)).toEqual(expect.arrayContaining(['xray', 'labs']));
    expect(analyzeCase(form).esi).toBe(3);
  });

  it.each([
    [
      'a cold',
      'cough and cold',
      'Runny nose, blocked nose and a dry cough for 3 days, eating and drinking.',
      'T 38.1 HR 84 RR 16 SpO2 98%',
    ],
    [
      'a sore throat',
      'sore throat and cough',
      'Sore throat and a tickly cough for two days, swallowing fine.',
      'T 38.2 HR 86 RR 16 SpO2 99%',
    ],
    [
      'a normal temperature',
      'cough',
      'Dry cough for 5 days after a cold, felt feverish yesterday.',
      'T 37.1 HR 78 RR 14 SpO2 98%',
    ],
  ])('near-miss, %s: no chest X-ray', (_what, complaint, story, obs) => {
    expect(resourcesOf(adult(complaint, story, obs))).not.toContain('xray');
  });

  it("near-miss: a child's feverish cough with a runny nose stays a cold, no chest X-ray", () => {
    const form = adult(
      'cough and fever',
      'Runny nose and cough for 2 days, playing, drinking well.',
      'T 38.4 HR 118 RR 24 SpO2 98%',
      '6',
    );
    expect(resourcesOf(form)).not.toContain('xray');
  });
});
