import { startBloodReportApp, type BloodReportApp } from './support/blood-report-app';
import { drawTable, makePdf } from './support/report-pdfs';

let service: BloodReportApp;

beforeAll(async () => {
  service = await startBloodReportApp();
});

afterAll(() => service.close());

async function parsedLinesOf(name: string, pdf: Buffer): Promise<string[]> {
  const response = await service.upload([{ name, data: pdf }]);
  const body = (await response.json()) as { parsedText?: string; error?: string };
  expect({ status: response.status, error: body.error }).toEqual({ status: 200, error: undefined });
  return (body.parsedText ?? '').split('\n');
}

describe('POST /api/parse-blood-report with worded results, qualified names and per-sex ranges', () => {
  it('when a urinalysis and a comma-named troponin are printed, then the worded results come back flagged, abnormal first', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(14).text('Cardiac markers');
      doc.fontSize(11).text('Troponin T, High Sensitivity 86 ng/L <14 ng/L High');
      doc.moveDown().fontSize(14).text('URINE ROUTINE EXAMINATION');
      drawTable(
        doc,
        [40, 200, 330],
        [
          ['Test', 'Result', 'Reference'],
          ['Ketones', 'Positive (++)', 'Negative'],
          ['Glucose', 'Nil', 'Nil'],
          ['Nitrite', 'Negative', 'Negative'],
        ],
        200,
      );
    });
    expect(await parsedLinesOf('urine.pdf', pdf)).toEqual([
      'Blood report:',
      'hs-TnT 86 ng/L (ref 0–14) HIGH',
      'Urine ketones Positive (++) (ref Negative) ABNORMAL',
      'Glycosuria Nil (ref Nil)',
      'Urine nitrite Negative (ref Negative)',
    ]);
  });

  it('when a result sits beside a previous one and a range is printed per sex, then the current result keeps its unit and both ranges are shown', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(11);
      doc.text('Test        Result   Previous   Unit    Reference');
      doc.text('Hemoglobin  7.9 L    11.2       g/dL    12.0-15.5');
      doc.text('Haemoglobin 12.5 g/dL Male: 13.0-17.0 Female: 12.0-15.5');
      doc.text('Creatinine 110 umol/L M: 62-106 F: 44-80');
    });
    expect(await parsedLinesOf('history.pdf', pdf)).toEqual([
      'Blood report:',
      'Hemoglobin 7.9 g/dL (ref 12.0–15.5) LOW',
      'Creatinine 110 µmol/L HIGH (ref M 62–106, F 44–80)',
      'Hemoglobin 12.5 g/dL (ref M 13.0–17.0, F 12.0–15.5)',
    ]);
  });
});
