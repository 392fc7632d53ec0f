import { errorCatalog } from '@manan/contracts';
import { errorHeadersOf, isDomainError } from '@manan/service-kit';
import {
  NoLabValuesError,
  NotAPdfError,
  parseBloodReport,
} from '../../src/domain/blood-report/parse-blood-report.use-case';
import {
  PdfReadFailure,
  type PdfReadFailureReason,
  type PdfTextReader,
} from '../../src/domain/blood-report/pdf-text-reader.port';

const manualEntry = 'please enter values manually';

describe("the blood report's failures are the errors the user sees, with no mapping in the route", () => {
  it.each<[PdfReadFailureReason, number, string]>([
    ['no-text', 422, `This PDF has no readable text; ${manualEntry}`],
    ['too-many-pages', 422, 'This PDF has more than 40 pages; upload only the pages with the results'],
    ['timed-out', 422, `This PDF could not be read in time; ${manualEntry}`],
    ['too-complex', 422, `This PDF is too complex to read safely; ${manualEntry}`],
    ['damaged', 422, `This PDF is damaged or incomplete and could not be read; ${manualEntry}`],
    ['busy', 503, 'Many reports are being read right now; please try again in a minute'],
  ])(
    'when the PDF gives no text (%s), then %i with its message and a catalogued code',
    (reason, status, message) => {
      const failure = new PdfReadFailure(reason, 3, 40);
      expect(isDomainError(failure)).toBe(true);
      expect(failure).toMatchObject({ reason, pages: 3, httpStatus: status, message });
      expect(errorCatalog[failure.code].kind).toBe(failure.kind);
      expect(errorHeadersOf(failure)).toEqual(reason === 'busy' ? { 'retry-after': '30' } : {});
    },
  );

  it('when the page limit is not said, then the message names the 50 pages of the spec', () => {
    expect(new PdfReadFailure('too-many-pages').message).toBe(
      'This PDF has more than 50 pages; upload only the pages with the results',
    );
  });

  it('when the upload is not a PDF, then 400 BLOOD_REPORT.NOT_PDF before the reader is asked', async () => {
    const reader: PdfTextReader = {
      read: () => Promise.reject(new Error('the reader was asked')),
      close: () => Promise.resolve(),
    };
    const refusal = parseBloodReport(reader, { fileName: 'report.docx', data: new Uint8Array(8) });
    await expect(refusal).rejects.toBeInstanceOf(NotAPdfError);
    await expect(refusal).rejects.toMatchObject({
      code: 'BLOOD_REPORT.NOT_PDF',
      httpStatus: 400,
      message: 'Only PDF files are accepted',
    });
  });

  it('when the PDF has text but no lab value, then 422 BLOOD_REPORT.NO_LAB_VALUES with its pages', async () => {
    const reader: PdfTextReader = {
      read: () => Promise.resolve({ text: 'Dear colleague, thank you for the referral.', pages: 2 }),
      close: () => Promise.resolve(),
    };
    const pdf = new TextEncoder().encode('%PDF-1.7\n');
    const refusal = parseBloodReport(reader, { fileName: 'letter.pdf', data: pdf });
    await expect(refusal).rejects.toBeInstanceOf(NoLabValuesError);
    await expect(refusal).rejects.toMatchObject({
      code: 'BLOOD_REPORT.NO_LAB_VALUES',
      httpStatus: 422,
      message: 'No lab values found in this report',
      pages: 2,
    });
  });
});
