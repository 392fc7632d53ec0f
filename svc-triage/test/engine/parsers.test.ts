import { parseAge } from '../../src/domain/engine/reading/age.parser';
import { normalizeClinicalText } from '../../src/domain/engine/reading/analyzed-text';
import { parseLabs } from '../../src/domain/engine/reading/labs.parser';
import { parseVitals } from '../../src/domain/engine/reading/vitals.parser';

describe('age parser', () => {
  it.each([
    ['45', 45],
    ['45y', 45],
    ['45 yo', 45],
    ['45 years', 45],
    ['18 months', 1.5],
    ['6mo', 0.5],
    ['3 weeks', 0.057],
    ['10 days', 0.027],
    ['2y 6m', 2.5],
  ])('%s is %d years', (text, years) => {
    expect(parseAge(text)?.years).toBeCloseTo(years, 2);
  });

  it('gives days for neonates and null for nonsense', () => {
    expect(parseAge('3 weeks')?.days).toBe(21);
    expect(parseAge('unknown')).toBeNull();
    expect(parseAge('')).toBeNull();
  });
});

describe('vitals parser', () => {
  it('reads the common labelled forms', () => {
    expect(parseVitals('BP 150/90, HR 104, RR 22, SpO2 95%, Temp 38.4 C, GCS 14, pain 8/10')).toMatchObject({
      systolic: 150,
      diastolic: 90,
      heartRate: 104,
      respiratoryRate: 22,
      spo2: 95,
      temperatureC: 38.4,
      gcs: 14,
      painScore: 8,
    });
  });

  it('reads pulse / P, sats on RA, O2 sat and Fahrenheit', () => {
    expect(parseVitals('pulse 104, sats 95 on RA, T 101.1 F')).toMatchObject({
      heartRate: 104,
      spo2: 95,
      onSupplementalOxygen: false,
      temperatureC: 38.4,
    });
    expect(parseVitals('P 88 R 18 O2 sat 93% on 2L')).toMatchObject({
      heartRate: 88,
      respiratoryRate: 18,
      spo2: 93,
      onSupplementalOxygen: true,
    });
    expect(parseVitals('Temp 101.1').temperatureC).toBe(38.4);
  });

  it('reads GCS components and an unlabelled blood pressure', () => {
    expect(parseVitals('E3 V4 M5').gcs).toBe(12);
    expect(parseVitals('128/80 mmHg, 72 bpm').systolic).toBe(128);
    expect(parseVitals('128/80 mmHg, 72 bpm').heartRate).toBe(72);
  });

  it('reads arrest signs written in the vitals field', () => {
    expect(parseVitals('No palpable pulse, agonal breathing')).toMatchObject({
      pulseless: true,
      agonalOrApneic: true,
    });
    expect(parseVitals('unresponsive').avpu).toBe('U');
  });
});

describe('arrest findings', () => {
  it.each([
    ['no pulse', true],
    ['pulse not palpable', true],
    ['no palpable central pulse', true],
    ['no pulses felt in the right foot', undefined],
    ['absent pedal pulses', undefined],
    ['cold pale leg, no femoral pulse', undefined],
    ['dorsalis pedis and posterior tibial pulses not palpable', undefined],
    ['foot pale, pedal pulses absent', undefined],
    ['DP/PT pulses not felt, reduced sensation', undefined],
    ['distal pulses impalpable', undefined],
    ['pulses not palpable in the left foot', undefined],
    ['carotid pulse not palpable', true],
  ])('"%s" reads as pulseless: %s', (text, pulseless) => {
    expect(parseVitals(text).pulseless).toBe(pulseless);
  });

  it.each([
    ['not breathing', true],
    ['gasping', true],
    ['apnoeic', true],
    ['no breathing difficulty', undefined],
    // "Not breathing fast" says the rate is not raised: a finding about breathing, not its absence.
    ['not breathing fast', undefined],
    ['not breathing quickly or heavily', undefined],
    ['known obstructive sleep apnea', undefined],
    ['went blue and stopped breathing for 20 seconds, now pink', undefined],
    ['stopped breathing', true],
  ])('"%s" reads as apnoeic or agonal: %s', (text, apneic) => {
    expect(parseVitals(text).agonalOrApneic).toBe(apneic);
  });
});

describe('labs parser', () => {
  const lab = (text: string, analyte: string) => parseLabs(text).find((result) => result.analyte === analyte);

  it('reads blood-report lines with reference ranges and flags', () => {
    expect(lab('Potassium 7.1 mmol/L (ref 3.5–5.1) HIGH', 'potassium')).toMatchObject({
      value: 7.1,
      referenceLow: 3.5,
      referenceHigh: 5.1,
      flag: 'high',
    });
    expect(lab('Hemoglobin 9.8 g/dL (ref 13.5–17.5) LOW', 'hemoglobin')).toMatchObject({
      value: 9.8,
      flag: 'low',
    });
  });

  it('converts units to the canonical ones', () => {
    expect(lab('Glucose 7 mmol/L', 'glucose')?.value).toBeCloseTo(126, 0);
    expect(lab('BGL 38 mg/dL', 'glucose')?.value).toBe(38);
    expect(lab('Creatinine 371 µmol/L', 'creatinine')?.value).toBeCloseTo(4.2, 1);
    expect(lab('creatinine 4.2 mg/dL', 'creatinine')?.value).toBe(4.2);
    expect(lab('Troponin 0.5 ng/mL', 'troponin')?.value).toBe(500);
    expect(lab('hs-TnT 52 ng/L', 'troponin')?.value).toBe(52);
    expect(lab('Hb 81 g/L', 'hemoglobin')?.value).toBe(8.1);
    expect(lab('WBC 18,000', 'wbc')?.value).toBe(18);
    expect(lab('WBC 18.2 x10^9/L', 'wbc')?.value).toBe(18.2);
    expect(lab('Platelets 15 x10^9/L', 'platelets')?.value).toBe(15);
  });

  it('reads the vignette forms and qualitative results', () => {
    const labs = parseLabs(
      'Glucose 520 mg/dL, ketones positive\nLactate 4.8 mmol/L\nNa 116, INR 6.2, pH 7.1, troponin positive',
    );
    expect(labs.map((result) => [result.analyte, result.value ?? result.qualitative])).toEqual(
      expect.arrayContaining([
        ['glucose', 520],
        ['ketones', 'positive'],
        ['lactate', 4.8],
        ['sodium', 116],
        ['inr', 6.2],
        ['ph', 7.1],
        ['troponin', 'positive'],
      ]),
    );
  });

  it('does not read a laceration length or a drug dose as a lab', () => {
    expect(parseLabs('lac 3 cm, vitamin K 10 mg')).toEqual([]);
  });
});

describe('clinical shorthand', () => {
  it.each([
    [
      '58M c/o CP x2h rad L arm, diaphoretic',
      '58 year old male complaining of chest pain for 2 hours radiating left arm, diaphoretic',
    ],
    ['abd pain RLQ x1d, N/V', 'abdominal pain right lower quadrant for 1 days, nausea and vomiting'],
    [
      'SOB, DOE, bilat leg swelling, PMHx CHF',
      'shortness of breath, dyspnea on exertion, bilateral leg swelling, past medical history heart failure',
    ],
    ['HA, LOC, AMS', 'headache, loss of consciousness, altered mental status'],
    [
      's/p MVC, hx of OD, SI',
      'status post motor vehicle collision, past medical history overdose, suicidal ideation',
    ],
    ['vomitting and diarhoea, haematemesis', 'vomiting and diarrhea, hematemesis'],
  ])('%s', (shorthand, expanded) => {
    expect(normalizeClinicalText(shorthand)).toBe(expanded);
  });

  it('does not read "od" dosing as an overdose: a dose taken OD is taken once daily', () => {
    expect(normalizeClinicalText('amlodipine 5 mg od')).toBe('amlodipine 5 mg once daily');
  });
});
