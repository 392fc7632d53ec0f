import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { tachycardia } from '../../src/domain/engine/red-flags/matchers';

const facts = (patientAge: string, heartRate: number) =>
  readCaseFacts({
    patientAge,
    gender: 'male',
    chiefComplaint: 'vomiting',
    symptoms: '',
    vitals: `HR ${heartRate}`,
  });

describe("tachycardia is read against the patient's ESI age band", () => {
  it.each([
    ['2 months', 190],
    ['18 months', 170],
    ['5', 150],
    ['12', 110],
    ['40', 104],
    ['', 104],
  ])('age %s, HR %s is tachycardic', (age, heartRate) => {
    expect(tachycardia(facts(age, heartRate))).not.toBeNull();
  });

  it.each([
    ['2 months', 170],
    ['18 months', 150],
    ['4', 108],
    ['7', 130],
    ['40', 96],
  ])('near-miss: age %s, HR %s is not', (age, heartRate) => {
    expect(tachycardia(facts(age, heartRate))).toBeNull();
  });
});

describe('a vomiting child with a normal heart rate for age who keeps fluids down needs no work-up', () => {
  it('4-year-old, HR 108, drinking and keeping it down: ESI 5', () => {
    const result = analyzeCase({
      patientAge: '4',
      gender: 'male',
      chiefComplaint: 'vomiting',
      symptoms:
        'Vomited 3 times this morning, now drinking small sips and keeping them down, wet nappies, playful.',
      vitals: 'HR 108, RR 22, T 37.4',
    });
    expect(result.esi).toBe(5);
  });

  it('near-miss: the same child with HR 165 and dry nappies needs fluids and tests', () => {
    const result = analyzeCase({
      patientAge: '4',
      gender: 'male',
      chiefComplaint: 'vomiting',
      symptoms: 'Vomiting all day, no wet nappies since morning, listless.',
      vitals: 'HR 165, RR 28, T 37.9',
    });
    expect(result.esi).toBeLessThanOrEqual(3);
  });
});
