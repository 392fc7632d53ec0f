import { extractLabValues } from '../../src/domain/blood-report/extract-lab-values';
import { formatReading, renderBloodReport } from '../../src/domain/blood-report/render-blood-report';
import { parseLabs } from '../../src/domain/engine/reading/labs.parser';
import { parseVitals } from '../../src/domain/engine/reading/vitals.parser';

const linesOf = (text: string) => extractLabValues(text).map(formatReading);

describe('analyte names qualified after a comma or in brackets', () => {
  it.each([
    ['Troponin T, High Sensitivity 86 ng/L <14 ng/L High', 'hs-TnT 86 ng/L (ref 0–14) HIGH'],
    ['hs-Troponin I 1250 ng/L', 'hs-TnI 1250 ng/L'],
    ['Troponin I (hs) 0.9 ng/mL', 'hs-TnI 0.9 ng/mL'],
    ['Troponin-T (High Sensitive) 9 ng/L < 14', 'hs-TnT 9 ng/L (ref 0–14)'],
    ['Glucose, Fasting 142 mg/dL 70-99', 'Fasting glucose 142 mg/dL (ref 70–99) HIGH'],
    ['Creatinine, Serum 2.1 mg/dL', 'Creatinine 2.1 mg/dL'],
    ['Creatinine, Serum 2.1 mg/dL 0.7-1.3', 'Creatinine 2.1 mg/dL (ref 0.7–1.3) HIGH'],
  ])('reads %j as %j', (report, line) => {
    expect(linesOf(report)).toEqual([line]);
  });
});

describe('worded (qualitative) results', () => {
  it.each([
    ['Ketones Positive (++) Negative', 'Ketones Positive (++) (ref Negative) ABNORMAL'],
    ['Urine Ketones 3+', 'Urine ketones Positive (3+) ABNORMAL'],
    ['Glucose Present (+++) Absent', 'Glycosuria Present (+++) (ref Absent) ABNORMAL'],
    ['Nitrite Positive Negative', 'Urine nitrite Positive (ref Negative) ABNORMAL'],
    ['Urine blood Trace Negative', 'Urine blood Trace (ref Negative) ABNORMAL'],
    ['Troponin I Positive', 'TnI Positive ABNORMAL'],
    ['Beta hCG Positive', 'Beta-hCG Positive'],
    ['Beta hCG Positive Negative', 'Beta-hCG Positive (ref Negative) ABNORMAL'],
    ['Pregnancy test (urine) Positive', 'Urine hCG Positive'],
    ['Blood culture: No growth', 'Blood culture No growth'],
    ['Protein ++', 'Urine protein Positive (++) ABNORMAL'],
    ['Albumin: Trace', 'Urine protein Trace ABNORMAL'],
    ['Leukocytes ++', 'Urine leukocyte esterase Positive (++) ABNORMAL'],
    ['HBsAg Non-reactive Non-reactive', 'HBsAg Non-reactive (ref Non-reactive)'],
    ['Anti-HCV Reactive', 'Anti-HCV Reactive ABNORMAL'],
    ['Dengue NS1 antigen: Detected', 'Dengue NS1 antigen Detected ABNORMAL'],
    ['Urine ketones Negative (ref: Negative)', 'Urine ketones Negative (ref Negative)'],
  ])('reads %j as %j', (report, line) => {
    expect(linesOf(report)).toEqual([line]);
  });

  it('keeps numbers numeric: a troponin or beta-hCG with an amount, a serum albumin', () => {
    expect(linesOf('Troponin I 0.9 ng/mL < 0.04\nBeta hCG 25000 mIU/mL\nAlbumin 3.1 g/dL 3.5-5.0')).toEqual([
      'TnI 0.9 ng/mL (ref 0–0.04) HIGH',
      'Beta-hCG 25000 mIU/mL',
      'Albumin 3.1 g/dL (ref 3.5–5.0) LOW',
    ]);
  });

  it('reads plain "Ketones", "Glucose" and "Blood" under a urine heading as the urine tests, until the next panel heading', () => {
    const report = [
      'URINE ROUTINE EXAMINATION',
      'Test Result Reference',
      'Ketones Positive (++) Negative',
      'Glucose Nil',
      'Blood Trace Negative',
      'BIOCHEMISTRY',
      'Glucose 250 mg/dL 70-140',
      'Ketones 3.1 mmol/L < 0.6',
    ].join('\n');
    expect(linesOf(report)).toEqual([
      'Urine ketones Positive (++) (ref Negative) ABNORMAL',
      'Glycosuria Nil',
      'Urine blood Trace (ref Negative) ABNORMAL',
      'Glucose 250 mg/dL (ref 70–140) HIGH',
      'Ketones 3.1 mmol/L (ref 0–0.6) HIGH',
    ]);
  });

  it('does not read a plain "Blood" outside a urine heading, nor a number after a dipstick name', () => {
    expect(
      linesOf('Blood group O positive\nStool occult blood positive\nNitrite 5\nBlood Trace Negative'),
    ).toEqual([]);
  });

  it('puts abnormal worded results first, and the engine reads troponin and ketones from them', () => {
    const readings = extractLabValues(
      [
        'Urine',
        'Nitrite Negative',
        'Glucose Nil',
        'Ketones Positive (++) Negative',
        'Troponin I Positive',
        'Troponin T, High Sensitivity 86 ng/L <14 ng/L High',
      ].join('\n'),
    );
    const parsedText = renderBloodReport(readings);
    expect(parsedText.split('\n')).toEqual([
      'Blood report:',
      'Urine ketones Positive (++) (ref Negative) ABNORMAL',
      'TnI Positive ABNORMAL',
      'hs-TnT 86 ng/L (ref 0–14) HIGH',
      'Urine nitrite Negative',
      'Glycosuria Nil',
    ]);
    const labs = parseLabs(parsedText);
    expect(labs.find((lab) => lab.analyte === 'ketones')).toMatchObject({ qualitative: 'positive' });
    expect(labs.find((lab) => lab.analyte === 'troponin')).toMatchObject({ value: 86, flag: 'high' });
    // Urine glucose is not a blood glucose: the engine must not think it knows one.
    expect(labs.find((lab) => lab.analyte === 'glucose')).toBeUndefined();
    expect(parseVitals(parsedText)).toEqual({});
  });

  it('lets the engine read a worded troponin as positive', () => {
    const labs = parseLabs(renderBloodReport(extractLabValues('Troponin I Positive')));
    expect(labs).toEqual([expect.objectContaining({ analyte: 'troponin', qualitative: 'positive' })]);
  });
});

describe('reference ranges printed per sex', () => {
  it.each([
    [
      'Haemoglobin 11.5 g/dL Male: 13.0-17.0 Female: 12.0-15.5',
      'Hemoglobin 11.5 g/dL LOW (ref M 13.0–17.0, F 12.0–15.5)',
    ],
    ['Ferritin 8 ng/mL Male 30-400 Female 13-150', 'Ferritin 8 ng/mL LOW (ref M 30–400, F 13–150)'],
    ['Creatinine 110 umol/L M: 62-106 F: 44-80', 'Creatinine 110 µmol/L HIGH (ref M 62–106, F 44–80)'],
    [
      'Haemoglobin 14.0 g/dL Female: 12.0-15.5 Male: 13.0-17.0',
      'Hemoglobin 14.0 g/dL (ref M 13.0–17.0, F 12.0–15.5)',
    ],
    [
      'Haemoglobin 12.5 g/dL Male: 13.0-17.0 Female: 12.0-15.5',
      'Hemoglobin 12.5 g/dL (ref M 13.0–17.0, F 12.0–15.5)',
    ],
    ['Creatinine 90 umol/L (M: 62-106, F: 44-80)', 'Creatinine 90 µmol/L (ref M 62–106, F 44–80)'],
  ])('reads %j as %j', (report, line) => {
    expect(linesOf(report)).toEqual([line]);
  });

  it('keeps a flag the lab printed, since the lab knew the patient', () => {
    expect(linesOf('Haemoglobin 12.5 g/dL Male: 13.0-17.0 Female: 12.0-15.5 L')).toEqual([
      'Hemoglobin 12.5 g/dL LOW (ref M 13.0–17.0, F 12.0–15.5)',
    ]);
  });

  it('writes them so that the engine reads the flag and takes neither range for the patient', () => {
    const parsedText = renderBloodReport(
      extractLabValues('Haemoglobin 11.5 g/dL Male: 13.0-17.0 Female: 12.0-15.5'),
    );
    const [hemoglobin] = parseLabs(parsedText);
    expect(hemoglobin).toMatchObject({ analyte: 'hemoglobin', value: 11.5, flag: 'low' });
    expect(hemoglobin?.referenceLow).toBeUndefined();
  });
});

describe('"Result | Previous result" columns', () => {
  it.each([
    ['Hemoglobin 7.9 L 11.2 g/dL 12.0-15.5', 'Hemoglobin 7.9 g/dL (ref 12.0–15.5) LOW'],
    ['Hemoglobin 7.9 11.2 g/dL 12.0-15.5', 'Hemoglobin 7.9 g/dL (ref 12.0–15.5) LOW'],
    ['Hemoglobin | 13.1 | 11.2 L | g/dL | 12.0-15.5', 'Hemoglobin 13.1 g/dL (ref 12.0–15.5)'],
    ['Potassium 6.2 H 4.1 mmol/L 3.5-5.1', 'Potassium 6.2 mmol/L (ref 3.5–5.1) HIGH'],
    ['INR 3.4 1.1 0.8-1.2', 'INR 3.4 (ref 0.8–1.2) HIGH'],
  ])('reads %j as %j, the first number being the current result', (report, line) => {
    expect(linesOf(report)).toEqual([line]);
  });
});

describe('blood gas lines', () => {
  it.each([
    ['pH 7.28 7.35-7.45 L', 'pH 7.28 (ref 7.35–7.45) LOW'],
    ['Venous pH 7.21 (7.35-7.45)', 'pH 7.21 (ref 7.35–7.45) LOW'],
    ['pCO2 28 mmHg 35-45 L', 'pCO2 28 mmHg (ref 35–45) LOW'],
    ['PaO2 8.1 kPa 10.5-13.5 L', 'pO2 8.1 kPa (ref 10.5–13.5) LOW'],
  ])('reads %j as %j', (report, line) => {
    expect(linesOf(report)).toEqual([line]);
  });

  it('leaves phosphate and alkaline phosphatase to their own names', () => {
    expect(linesOf('Phosphate 0.5 mmol/L 0.8-1.5 L')).toEqual(['Phosphate 0.5 mmol/L (ref 0.8–1.5) LOW']);
    expect(linesOf('Alkaline Phosphatase 120 U/L 44-147')).toEqual(['ALP 120 U/L (ref 44–147)']);
  });

  it('writes lines the engine reads as a pH and never as oxygen saturation', () => {
    const rendered = renderBloodReport(extractLabValues('pH 7.05 7.35-7.45\npO2 62 mmHg 80-100'));
    expect(parseLabs(rendered).find((lab) => lab.analyte === 'ph')).toMatchObject({ value: 7.05 });
    expect(parseVitals(rendered).spo2).toBeUndefined();
  });
});
