import { Router } from 'express';
import { AppError, route } from '@manan/service-kit';
import {
  NoLabValuesError,
  NotAPdfError,
  parseBloodReport,
} from '../domain/blood-report/parse-blood-report.use-case';
import {
  PdfReadFailure,
  type PdfReadFailureReason,
  type PdfTextReader,
} from '../domain/blood-report/pdf-text-reader.port';
import { readSingleFileUpload } from './blood-report.multipart';

export interface BloodReportRoutesOptions {
  reader: PdfTextReader;
  maxFileBytes?: number;
}

const manualEntry = 'please enter values manually';

/**
 * POST /api/parse-blood-report: one PDF in the multipart field `file` → `{parsedText}`, lines such as
 * `Potassium 7.1 mmol/L (ref 3.5–5.1) HIGH` to append to the vitals. Logs sizes, pages, durations and
 * the outcome, never the report's text or values.
 */
export function bloodReportRoutes(options: BloodReportRoutesOptions): Router {
  const maxFileBytes = options.maxFileBytes ?? 10 * 1024 * 1024;
  const router = Router();
  router.post(
    '/api/parse-blood-report',
    route(async (req, res) => {
      const upload = await readSingleFileUpload(req, { maxFileBytes });
      const startedAt = performance.now();
      const facts = { bytes: upload.data.length };
      try {
        const parsed = await parseBloodReport(options.reader, upload);
        const durationMs = Math.round(performance.now() - startedAt);
        const { pages, analytes } = parsed;
        req.log.info({ ...facts, pages, analytes, durationMs, outcome: 'parsed' }, 'blood report parsed');
        res.setHeader('cache-control', 'no-store');
        res.json({ parsedText: parsed.parsedText });
      } catch (error) {
        const appError = toAppError(error);
        const durationMs = Math.round(performance.now() - startedAt);
        const pages =
          error instanceof PdfReadFailure || error instanceof NoLabValuesError ? error.pages : undefined;
        const outcome = appError?.code ?? 'failed';
        req.log.info({ ...facts, pages, durationMs, outcome }, 'blood report not parsed');
        throw appError ?? error;
      }
    }),
  );
  return router;
}

const readFailures: Record<Exclude<PdfReadFailureReason, 'too-many-pages' | 'busy'>, string> = {
  'no-text': `This PDF has no readable text; ${manualEntry}`,
  'timed-out': `This PDF could not be read in time; ${manualEntry}`,
  'too-complex': `This PDF is too complex to read safely; ${manualEntry}`,
  damaged: `This PDF is damaged or incomplete and could not be read; ${manualEntry}`,
};

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof NotAPdfError)
    return new AppError('BLOOD_REPORT.NOT_PDF', 400, 'Only PDF files are accepted');
  if (error instanceof NoLabValuesError) {
    return new AppError('BLOOD_REPORT.NO_LAB_VALUES', 422, 'No lab values found in this report');
  }
  if (!(error instanceof PdfReadFailure)) return undefined;
  const code = `BLOOD_REPORT.${error.reason.toUpperCase().replace(/-/g, '_')}`;
  if (error.reason === 'busy') {
    return new AppError(code, 503, 'Many reports are being read right now; please try again in a minute', {
      headers: { 'retry-after': '30' },
    });
  }
  if (error.reason === 'too-many-pages') {
    return new AppError(
      code,
      422,
      `This PDF has more than ${error.maxPages ?? 50} pages; upload only the pages with the results`,
    );
  }
  return new AppError(code, 422, readFailures[error.reason]);
}
