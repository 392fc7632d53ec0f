import { apiPaths, type ParseBloodReportResponse } from '@manan/contracts';
import { Router, type ErrorRequestHandler } from 'express';
import { DomainError, route, type ErrorCode } from '@manan/service-kit';
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
    apiPaths.parseBloodReport,
    route(async (req, res) => {
      const upload = await readSingleFileUpload(req, { maxFileBytes });
      res.locals.bloodReport = { bytes: upload.data.length, startedAt: performance.now() };
      const parsed = await parseBloodReport(options.reader, upload);
      const durationMs = Math.round(performance.now() - res.locals.bloodReport.startedAt);
      const { pages, analytes } = parsed;
      req.log.info(
        { bytes: upload.data.length, pages, analytes, durationMs, outcome: 'parsed' },
        'blood report parsed',
      );
      res.setHeader('cache-control', 'no-store');
      res.json({ parsedText: parsed.parsedText } satisfies ParseBloodReportResponse);
    }),
  );
  router.use(apiPaths.parseBloodReport, logFailedParse);
  return router;
}

/**
 * A report that could not be parsed: logs the outcome (never the report's text), then passes the error
 * on to the error middleware as the DomainError the user sees.
 */
const logFailedParse: ErrorRequestHandler = (error, req, res, next) => {
  const started = res.locals.bloodReport as { bytes: number; startedAt: number } | undefined;
  if (!started) return next(error);
  const domainError = bloodReportError(error);
  const durationMs = Math.round(performance.now() - started.startedAt);
  const pages =
    error instanceof PdfReadFailure || error instanceof NoLabValuesError ? error.pages : undefined;
  const outcome = domainError?.code ?? 'failed';
  req.log.info({ bytes: started.bytes, pages, durationMs, outcome }, 'blood report not parsed');
  next(domainError ?? error);
};

const readFailures: Record<Exclude<PdfReadFailureReason, 'too-many-pages' | 'busy'>, string> = {
  'no-text': `This PDF has no readable text; ${manualEntry}`,
  'timed-out': `This PDF could not be read in time; ${manualEntry}`,
  'too-complex': `This PDF is too complex to read safely; ${manualEntry}`,
  damaged: `This PDF is damaged or incomplete and could not be read; ${manualEntry}`,
};

const readFailureCodes: Record<PdfReadFailureReason, ErrorCode> = {
  'no-text': 'BLOOD_REPORT.NO_TEXT',
  'too-many-pages': 'BLOOD_REPORT.TOO_MANY_PAGES',
  'timed-out': 'BLOOD_REPORT.TIMED_OUT',
  'too-complex': 'BLOOD_REPORT.TOO_COMPLEX',
  damaged: 'BLOOD_REPORT.DAMAGED',
  busy: 'BLOOD_REPORT.BUSY',
};

/** The blood-report domain's failures as the DomainErrors the user sees. */
function bloodReportError(error: unknown): DomainError | undefined {
  if (error instanceof NotAPdfError)
    return new DomainError('BLOOD_REPORT.NOT_PDF', 'invalid', 'Only PDF files are accepted');
  if (error instanceof NoLabValuesError) {
    return new DomainError(
      'BLOOD_REPORT.NO_LAB_VALUES',
      'unprocessable',
      'No lab values found in this report',
    );
  }
  if (!(error instanceof PdfReadFailure)) return undefined;
  const code = readFailureCodes[error.reason];
  if (error.reason === 'busy') {
    return new DomainError(
      code,
      'unavailable',
      'Many reports are being read right now; please try again in a minute',
      { retryAfterSeconds: 30 },
    );
  }
  if (error.reason === 'too-many-pages') {
    return new DomainError(
      code,
      'unprocessable',
      `This PDF has more than ${error.maxPages ?? 50} pages; upload only the pages with the results`,
    );
  }
  return new DomainError(code, 'unprocessable', readFailures[error.reason]);
}
