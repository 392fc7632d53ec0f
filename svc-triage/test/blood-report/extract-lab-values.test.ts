import { extractLabValues } from '../../src/domain/blood-report/extract-lab-values';
import { formatReading, renderBloodReport } from '../../src/domain/blood-report/render-blood-report';
import { parseLabs } from '../../src/domain/engine/reading/labs.parser';
import { parseVitals } from '../../src/domain/engine/reading/vitals.parser';

const linesOf = (text: string) => extractLabValues(text).map(formatReading);

describe('the lab extractor', () => {
  it.each([
    ['Hb 13.1 g/dL 12.0-15.5', 'Hemoglobin 13.1 g/dL (ref 12.0–15.5)'],
    ['HGB 131 g/L 120-155', 'Hemoglobin 131 g/L (ref 120–155)'],
    ['Haematocrit 0.39 L/L 0.36-0.46', 'Hematocrit 0.39 L/L (ref 0.36–0.46)'],
    ['Hct 29 % 36-46', 'Hematocrit 29 % (ref 36–46) LOW'],
    ['TLC 12,400 /cumm 4000-11000', 'WBC 12400 /µL (ref 4000–11000) HIGH'],
    ['WBC 6.1 10^3/µL 4.0-11.0', 'WBC 6.1 x10^3/µL (ref 4.0–11.0)'],
    ['RBC 4.8 x10^12/L 4.5-5.9', 'RBC 4.8 x10^12/L (ref 4.5–5.9)'],
    ['PLT 18 x10⁹/L 150-400', 'Platelets 18 x10^9/L (ref 150–400) LOW'],
    ['Platelet count 1.2 lakh/cumm 1.5 - 4.1', 'Platelets 120 x10^3/µL (ref 150–410) LOW'],
    ['MCV 72 fL 80-100', 'MCV 72 fL (ref 80–100) LOW'],
    ['Neutrophils 78 % 40-75', 'Neutrophils 78 % (ref 40–75) HIGH'],
    ['Absolute neutrophil count 0.4 x10^9/L 2.0-7.5', 'Neutrophils 0.4 x10^9/L (ref 2.0–7.5) LOW'],
    ['Lymphocytes 20 % 20-40', 'Lymphocytes 20 % (ref 20–40)'],
    ['Na+ 128 mEq/L 135-145', 'Sodium 128 mEq/L (ref 135–145) LOW'],
    ['S. Potassium 5.8 mmol/L 3.5-5.1', 'Potassium 5.8 mmol/L (ref 3.5–5.1) HIGH'],
    ['Cl 101 mmol/L 98-107', 'Chloride 101 mmol/L (ref 98–107)'],
    ['HCO3 14 mmol/L 22-29', 'Bicarbonate 14 mmol/L (ref 22–29) LOW'],
    ['CO2 24 mmol/L 22-29', 'Bicarbonate 24 mmol/L (ref 22–29)'],
    ['BUN 32 mg/dL 7-20', 'BUN 32 mg/dL (ref 7–20) HIGH'],
    ['Blood urea 9.1 mmol/L 2.5-7.8', 'Urea 9.1 mmol/L (ref 2.5–7.8) HIGH'],
    ['Creat 1.1 mg/dL 0.7-1.3', 'Creatinine 1.1 mg/dL (ref 0.7–1.3)'],
    ['FBS 126 mg/dL 70-100', 'Fasting glucose 126 mg/dL (ref 70–100) HIGH'],
    ['RBS 11.2 mmol/L 3.9-7.8', 'Glucose 11.2 mmol/L (ref 3.9–7.8) HIGH'],
    ['Ca 2.1 mmol/L 2.2-2.6', 'Calcium 2.1 mmol/L (ref 2.2–2.6) LOW'],
    ['Mg 1.9 mg/dL 1.7-2.2', 'Magnesium 1.9 mg/dL (ref 1.7–2.2)'],
    ['PO4 1.0 mmol/L 0.8-1.5', 'Phosphate 1.0 mmol/L (ref 0.8–1.5)'],
    ['eGFR 52 mL/min/1.73 m2 >=60', 'eGFR 52 mL/min/1.73m² (ref ≥ 60) LOW'],
    ['SGOT 35 IU/L 5-40', 'AST 35 U/L (ref 5–40)'],
    ['ALKP 310 U/L 44-147', 'ALP 310 U/L (ref 44–147) HIGH'],
    ['GGT 80 U/L 8-61', 'GGT 80 U/L (ref 8–61) HIGH'],
    ['T.bil 2.4 mg/dL 0.3-1.2', 'Total bilirubin 2.4 mg/dL (ref 0.3–1.2) HIGH'],
    ['Direct bilirubin 0.2 mg/dL 0.0-0.3', 'Direct bilirubin 0.2 mg/dL (ref 0.0–0.3)'],
    ['Alb 3.1 g/dL 3.5-5.0', 'Albumin 3.1 g/dL (ref 3.5–5.0) LOW'],
    ['Total protein 7.0 g/dL 6.0-8.3', 'Total protein 7.0 g/dL (ref 6.0–8.3)'],
    ['TC 242 mg/dL < 200', 'Total cholesterol 242 mg/dL (ref 0–200) HIGH'],
    ['LDL-C 3.1 mmol/L < 3.0', 'LDL cholesterol 3.1 mmol/L (ref 0–3.0) HIGH'],
    ['HDL 38 mg/dL > 40', 'HDL cholesterol 38 mg/dL (ref > 40) LOW'],
    ['TG 140 mg/dL < 150', 'Triglycerides 140 mg/dL (ref 0–150)'],
    ['A1c 48 mmol/mol < 42', 'HbA1c 48 mmol/mol (ref 0–42) HIGH'],
    ['TSH 0.1 mIU/L 0.4-4.0', 'TSH 0.1 mIU/L (ref 0.4–4.0) LOW'],
    ['FT4 28 pmol/L 12-22', 'FT4 28 pmol/L (ref 12–22) HIGH'],
    ['hs-CRP 4.2 mg/L < 3.0', 'High-sensitivity CRP 4.2 mg/L (ref 0–3.0) HIGH'],
    ['CRP 120 mg/L 0-5', 'CRP 120 mg/L (ref 0–5) HIGH'],
    ['ESR 45 mm/hr 0-20', 'ESR 45 mm/h (ref 0–20) HIGH'],
    ['cTnI 0.52 ng/mL < 0.04', 'TnI 0.52 ng/mL (ref 0–0.04) HIGH'],
    ['hs-TnT 9 ng/L < 14', 'hs-TnT 9 ng/L (ref 0–14)'],
    ['Lactate 4.6 mmol/L 0.5-2.2', 'Lactate 4.6 mmol/L (ref 0.5–2.2) HIGH'],
    ['INR 3.4 0.8-1.2', 'INR 3.4 (ref 0.8–1.2) HIGH'],
    ['PT 14.2 sec 11-13.5', 'PT 14.2 s (ref 11–13.5) HIGH'],
    ['APTT 32 s 25-35', 'APTT 32 s (ref 25–35)'],
    ['D-dimer 1.8 mg/L FEU < 0.5', 'D-dimer 1.8 mg/L FEU (ref 0–0.5) HIGH'],
    ['Ferritin 8 ng/mL 30-400', 'Ferritin 8 ng/mL (ref 30–400) LOW'],
    ['BNP 850 pg/mL < 100', 'BNP 850 pg/mL (ref 0–100) HIGH'],
    ['NT-proBNP 90 pg/mL < 125', 'NT-proBNP 90 pg/mL (ref 0–125)'],
  ])('reads %j as %j', (report, line) => {
    expect(linesOf(report)).toEqual([line]);
  });

  it.each([
    ['Potassium 6.2 mmol/L (3.5-5.1) H', 'HIGH'],
    ['Potassium 6.2 H mmol/L 3.5-5.1', 'HIGH'],
    ['Potassium 6.2* mmol/L 3.5-5.1', 'HIGH'],
    ['Potassium 2.9 mmol/L [L] 3.5 to 5.1', 'LOW'],
    ['Potassium 7.4 mmol/L 3.5-5.1 HH', 'CRITICAL HIGH'],
    ['Potassium 6.2 mmol/L Ref. range: 3.5 – 5.1', 'HIGH'],
    ['Potassium 4.0 mmol/L 3.5-5.1', undefined],
    ['Potassium 6.2 mmol/L', undefined],
  ])('flags %j as %s, printed or computed from the range', (report, flag) => {
    expect(extractLabValues(report)[0]?.flag).toBe(flag);
  });

  it('reads a table whose cells are separated by tabs or runs of spaces', () => {
    const report =
      'Test\tResult\tUnit\tRange\nHemoglobin\t9.1\tg/dL\t13.0 - 17.0\nALT   (SGPT)     61    U/L    up to 40';
    expect(linesOf(report)).toEqual([
      'Hemoglobin 9.1 g/dL (ref 13.0–17.0) LOW',
      'ALT 61 U/L (ref 0–40) HIGH',
    ]);
  });

  it('reads two panels whose rows the PDF interleaves on one line', () => {
    const report =
      'Hb 9.8 g/dL 13.5-17.5    Na 130 mmol/L 135-145\nWBC 12.4 x10^9/L 4-11 K 7.1 mmol/L 3.5-5.1';
    expect(linesOf(report)).toEqual([
      'Hemoglobin 9.8 g/dL (ref 13.5–17.5) LOW',
      'Sodium 130 mmol/L (ref 135–145) LOW',
      'WBC 12.4 x10^9/L (ref 4–11) HIGH',
      'Potassium 7.1 mmol/L (ref 3.5–5.1) HIGH',
    ]);
  });

  it('does not invent values: names without a number, ratios, addresses, dates and urine tests give nothing', () => {
    const report = [
      'Potassium may be falsely raised by haemolysis.',
      'Total Cholesterol/HDL ratio 4.2',
      'BUN/Creatinine ratio 18',
      'Lab, 12 Main St, Los Angeles, CA 90001',
      'Collected 12/03/2024 08:15 Glucose',
      'Sex-specific: Hemoglobin 14.0 g/dL M: 13.5-17.5 F: 12.0-15.5',
    ].join('\n');
    // A per-sex range is written whole, never applied as if the patient's sex were known.
    expect(linesOf(report)).toEqual(['Hemoglobin 14.0 g/dL (ref M 13.5–17.5, F 12.0–15.5)']);
  });

  it('writes the heading and abnormal lines first; no line is read by the engine as a vital sign', () => {
    const readings = extractLabValues(
      'hs-TnT 35 ng/L < 14\nNeutrophils 60 %\nGlucose 250 mg/dL 70-140\nFT4 1.2 ng/dL 0.8-1.8\nMCV 96.5 fL 80-100\nTnI 36.4 ng/L < 26',
    );
    const parsedText = renderBloodReport(readings);
    expect(parsedText.split('\n')).toEqual([
      'Blood report:',
      'hs-TnT 35 ng/L (ref 0–14) HIGH',
      'Glucose 250 mg/dL (ref 70–140) HIGH',
      'TnI 36.4 ng/L (ref 0–26) HIGH',
      'Neutrophils 60 %',
      'FT4 1.2 ng/dL (ref 0.8–1.8)',
      'MCV 96.5 fL (ref 80–100)',
    ]);
    expect(parseVitals(parsedText)).toEqual({});
  });

  it('writes every engine analyte so that the engine reads its value, unit and flag', () => {
    const report = [
      'Potassium 7.1 mmol/L 3.5-5.1',
      'Sodium 118 mmol/L 135-145',
      'Glucose 2.4 mmol/L 3.9-7.8',
      'Lactate 4.6 mmol/L 0.5-2.2',
      'hs-TnI 120 ng/L < 26',
      'Hb 65 g/L 130-170',
      'WBC 18.2 x10^9/L 4-11',
      'ANC 0.3 x10^9/L 2-7.5',
      'Platelets 12 x10^9/L 150-400',
      'Creatinine 371 µmol/L 60-110',
      'BUN 45 mg/dL 7-20',
      'INR 6.2 0.8-1.2',
      'CRP 180 mg/L < 5',
      'HCO3 10 mmol/L 22-29',
      'Calcium 3.6 mmol/L 2.2-2.6',
      'Magnesium 0.5 mmol/L 0.7-1.0',
      'BNP 900 pg/mL < 100',
      'Total bilirubin 3.1 mg/dL 0.3-1.2',
      'ALT 250 U/L < 40',
      'CK 5000 U/L 30-200',
      'Lipase 900 U/L 10-60',
      'Procalcitonin 12 ng/mL < 0.5',
      'D-dimer 2500 ng/mL < 500',
    ].join('\n');
    const labs = parseLabs(renderBloodReport(extractLabValues(report)));
    const read = Object.fromEntries(labs.map((lab) => [lab.analyte, [lab.value, lab.flag]]));
    expect(read).toEqual({
      potassium: [7.1, 'high'],
      sodium: [118, 'low'],
      glucose: [43.2, 'low'],
      lactate: [4.6, 'high'],
      troponin: [120, 'high'],
      hemoglobin: [6.5, 'low'],
      wbc: [18.2, 'high'],
      neutrophils: [0.3, 'low'],
      platelets: [12, 'low'],
      creatinine: [4.2, 'high'],
      urea: [45, 'high'],
      inr: [6.2, 'high'],
      crp: [180, 'high'],
      bicarbonate: [10, 'low'],
      calcium: [14.4, 'high'],
      magnesium: [0.5, 'low'],
      bnp: [900, 'high'],
      bilirubin: [3.1, 'high'],
      alt: [250, 'high'],
      ck: [5000, 'high'],
      lipase: [900, 'high'],
      procalcitonin: [12, 'high'],
      ddimer: [2500, 'high'],
    });
  });
});
