import { analyzeCase, renderResultText } from '../../src/domain/engine';
import { startBloodReportApp, type BloodReportApp } from './support/blood-report-app';
import { drawTable, makePdf } from './support/report-pdfs';

let service: BloodReportApp;

beforeAll(async () => {
  service = await startBloodReportApp();
});

afterAll(() => service.close());

async function parsedTextOf(name: string, pdf: Buffer): Promise<string> {
  const response = await service.upload([{ name, data: pdf }]);
  const body = (await response.json()) as { parsedText?: string; error?: string };
  expect({ status: response.status, error: body.error }).toEqual({ status: 200, error: undefined });
  return body.parsedText ?? '';
}

describe('POST /api/parse-blood-report with real PDFs', () => {
  it('when the report is a one-column list, then each analyte comes back on its own line, abnormal first', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(14).text('City Hospital Laboratory - Complete Blood Count');
      doc.fontSize(11).moveDown();
      doc.text('Hemoglobin: 14.2 g/dL (13.5-17.5)');
      doc.text('Potassium: 7.1 mmol/L (3.5 - 5.1) H');
      doc.text('Sodium: 128 mmol/L (135 - 145)');
      doc.text('WBC: 7.2 x10^9/L (4.0-11.0)');
    });
    const text = await parsedTextOf('bloods.pdf', pdf);
    expect(text.split('\n')).toEqual([
      'Blood report:',
      'Potassium 7.1 mmol/L (ref 3.5–5.1) HIGH',
      'Sodium 128 mmol/L (ref 135–145) LOW',
      'Hemoglobin 14.2 g/dL (ref 13.5–17.5)',
      'WBC 7.2 x10^9/L (ref 4.0–11.0)',
    ]);
  });

  it('when the report is a table of name, value, unit and range, then the columns are read as rows', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(14).text('Comprehensive Metabolic Panel');
      drawTable(
        doc,
        [40, 200, 270, 360, 470],
        [
          ['Test', 'Result', 'Unit', 'Reference range', 'Flag'],
          ['Creatinine', '1.9', 'mg/dL', '0.7 - 1.3', 'H'],
          ['Glucose, fasting', '5.2', 'mmol/L', '3.9 - 5.5', ''],
          ['ALT (SGPT)', '88', 'U/L', '< 40', ''],
          ['Albumin', '41', 'g/L', '35 - 50', ''],
          ['Total Bilirubin', '12', 'µmol/L', 'up to 21', ''],
          ['eGFR', '38', 'mL/min/1.73m2', '> 60', ''],
        ],
      );
    });
    const text = await parsedTextOf('cmp.pdf', pdf);
    expect(text.split('\n')).toEqual([
      'Blood report:',
      'Creatinine 1.9 mg/dL (ref 0.7–1.3) HIGH',
      'ALT 88 U/L (ref 0–40) HIGH',
      'eGFR 38 mL/min/1.73m² (ref > 60) LOW',
      'Fasting glucose 5.2 mmol/L (ref 3.9–5.5)',
      'Albumin 41 g/L (ref 35–50)',
      'Total bilirubin 12 µmol/L (ref 0–21)',
    ]);
  });

  it('when two panels stand side by side (CBC left, chemistry right), then both are read, row by row or column by column', async () => {
    const left = ['Hb 9.8 g/dL 13.5-17.5', 'WBC 15.6 x10^9/L 4.0-11.0', 'PLT 250 x10^9/L 150-400'];
    const right = ['Na 131 mmol/L 135-145', 'K 4.2 mmol/L 3.5-5.1', 'Cr 98 µmol/L 60-110'];
    const interleaved = await makePdf((doc) => {
      doc.fontSize(10).text('Haematology', 40, 90, { lineBreak: false }).text('Chemistry', 320, 90);
      left.forEach((line, row) => {
        doc.text(line, 40, 110 + row * 16, { lineBreak: false });
        doc.text(right[row] ?? '', 320, 110 + row * 16, { lineBreak: false });
      });
    });
    const columnAfterColumn = await makePdf((doc) => {
      doc.fontSize(10);
      left.forEach((line, row) => doc.text(line, 40, 110 + row * 16, { lineBreak: false }));
      right.forEach((line, row) => doc.text(line, 320, 110 + row * 16, { lineBreak: false }));
    });
    const expected = [
      'Hemoglobin 9.8 g/dL (ref 13.5–17.5) LOW',
      'WBC 15.6 x10^9/L (ref 4.0–11.0) HIGH',
      'Sodium 131 mmol/L (ref 135–145) LOW',
      'Platelets 250 x10^9/L (ref 150–400)',
      'Potassium 4.2 mmol/L (ref 3.5–5.1)',
      'Creatinine 98 µmol/L (ref 60–110)',
    ];
    for (const pdf of [interleaved, columnAfterColumn]) {
      const lines = (await parsedTextOf('panels.pdf', pdf)).split('\n').slice(1);
      expect([...lines].sort()).toEqual([...expected].sort());
      expect(lines.slice(0, 3).every((line) => / (?:HIGH|LOW)$/.test(line))).toBe(true);
    }
  });

  it('when creatinine and glucose come in SI or conventional units, then each keeps its unit and flag', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(11);
      doc.text('Creatinine 176 µmol/L 62 - 106');
      doc.text('Serum creatinine 0.9 mg/dL 0.7 - 1.3');
      doc.text('Glucose (random) 14.2 mmol/L 3.9 - 7.8');
      doc.text('Fasting blood sugar 92 mg/dL 70 - 100');
    });
    const lines = (await parsedTextOf('units.pdf', pdf)).split('\n');
    expect(lines).toEqual([
      'Blood report:',
      'Creatinine 176 µmol/L (ref 62–106) HIGH',
      'Glucose 14.2 mmol/L (ref 3.9–7.8) HIGH',
      'Creatinine 0.9 mg/dL (ref 0.7–1.3)',
      'Fasting glucose 92 mg/dL (ref 70–100)',
    ]);
  });

  it('when the table comes out one cell per line, then the cells below a name are its result', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(10);
      ['TSH', '6.8', 'mIU/L', '0.4 - 4.0', 'HbA1c', '7.9', '%', '4.0 - 5.6'].forEach((cell, index) =>
        doc.text(cell, 40, 100 + index * 40),
      );
    });
    expect((await parsedTextOf('thyroid.pdf', pdf)).split('\n').slice(1)).toEqual([
      'TSH 6.8 mIU/L (ref 0.4–4.0) HIGH',
      'HbA1c 7.9 % (ref 4.0–5.6) HIGH',
    ]);
  });

  it("when the file name carries the patient's name and record number, then neither is in the text or the logs", async () => {
    const pdf = await makePdf((doc) => doc.text('Potassium 4.0 mmol/L 3.5-5.1'));
    const response = await service.upload([
      { name: 'C:\\scans\\Okonkwo, Adaeze MRN 4827731.pdf', data: pdf },
    ]);
    const body = (await response.json()) as { parsedText: string; removedIdentifiers: unknown[] };
    expect(body.parsedText.split('\n')[0]).toBe('Blood report:');
    expect(body.removedIdentifiers).toEqual([]);
    expect(`${body.parsedText}\n${service.logs.join('\n')}`).not.toMatch(/Okonkwo|Adaeze|4827731/);
  });

  it('never logs the report text or its values, only sizes, pages, durations and the outcome', async () => {
    const pdf = await makePdf((doc) => doc.text('Potassium 6.93 mmol/L 3.5-5.1'));
    await parsedTextOf('private.pdf', pdf);
    const logged = service.logs.join('\n');
    expect(logged).toContain('"outcome":"parsed"');
    // The value as a number of its own: a log line's clock ("…:46.935Z") holds "6.93" inside a longer number.
    expect(logged).not.toMatch(/(?<![\d.])6\.93(?!\d)|potassium|private\.pdf/i);
  });
});

describe('the guideline engine reads what the parser writes', () => {
  it('when a report shows potassium 7.1, then appended to the vitals it raises the case to HIGH with hyperkalemia, as vignette v20', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(12).text('Renal profile');
      drawTable(
        doc,
        [40, 200, 260, 360],
        [
          ['Potassium', '7.1', 'mmol/L', '3.5 - 5.1'],
          ['Creatinine', '371', 'µmol/L', '60 - 110'],
          ['Sodium', '136', 'mmol/L', '135 - 145'],
        ],
      );
    });
    const parsedText = await parsedTextOf('renal.pdf', pdf);
    expect(parsedText).toContain('Potassium 7.1 mmol/L (ref 3.5–5.1) HIGH');
    const form = {
      patientAge: '66',
      gender: 'male',
      chiefComplaint: 'Weakness',
      symptoms: 'Generalised weakness for a day',
      vitals: 'HR 72, BP 128/76, RR 16, SpO2 98%, Temp 36.8',
      medicalHistory: 'Chronic kidney disease stage 4',
      currentMedications: 'Spironolactone, lisinopril',
    };
    const before = analyzeCase(form);
    const after = analyzeCase({ ...form, vitals: `${form.vitals}\n${parsedText}` });
    expect(before.level).not.toBe('HIGH');
    expect(after.level).toBe('HIGH');
    expect(after.esi).toBe(2);
    expect(renderResultText(after).toLowerCase()).toContain('hyperkalemia');
  });
});
