import { apiPaths, type ParseBloodReportResponse } from '@manan/contracts';
import { Router, type ErrorRequestHandler } from 'express';
import { identityOf, isDomainError, route } from '@manan/service-kit';
import { NoLabValuesError, parseBloodReport } from '../domain/blood-report/parse-blood-report.use-case';
import { PdfReadFailure, type PdfTextReader } from '../domain/blood-report/pdf-text-reader.port';
import { createUploadsInFlight, type UploadsInFlight } from '../domain/blood-report/uploads-in-flight';
import { readSingleFileUpload } from './blood-report.multipart';

export interface BloodReportRoutesOptions {
  reader: PdfTextReader;
  maxFileBytes?: number;
  /** Each user's uploads being read; by default at most 2 at once per user. */
  uploadsInFlight?: UploadsInFlight;
}

/**
 * POST /api/parse-blood-report: one PDF in the multipart field `file` → `{parsedText}`, lines such as
 * `Potassium 7.1 mmol/L (ref 3.5–5.1) HIGH` to append to the vitals. Logs sizes, pages, durations and
 * the outcome, never the report's text or values.
 */
export function bloodReportRoutes(options: BloodReportRoutesOptions): Router {
  const maxFileBytes = options.maxFileBytes ?? 10 * 1024 * 1024;
  const uploadsInFlight = options.uploadsInFlight ?? createUploadsInFlight();
  const router = Router();
  router.post(
    apiPaths.parseBloodReport,
    route(async (req, res) => {
      // Before the body is read or the shared queue asked: a user's third upload is refused (429).
      const ended = uploadsInFlight.start(identityOf(req).userId);
      res.once('close', ended);
      const upload = await readSingleFileUpload(req, { maxFileBytes });
      res.locals.bloodReport = { bytes: upload.data.length, startedAt: performance.now() };
      const parsed = await parseBloodReport(options.reader, upload);
      const durationMs = Math.round(performance.now() - res.locals.bloodReport.startedAt);
      const { pages, analytes } = parsed;
      req.log.info(
        {
          bytes: upload.data.length,
          pages,
          analytes,
          identifiersRemoved: parsed.removedIdentifiers.reduce((sum, { count }) => sum + count, 0),
          durationMs,
          outcome: 'parsed',
        },
        'blood report parsed',
      );
      res.setHeader('cache-control', 'no-store');
      res.json({
        parsedText: parsed.parsedText,
        removedIdentifiers: parsed.removedIdentifiers,
      } satisfies ParseBloodReportResponse);
    }),
  );
  router.use(apiPaths.parseBloodReport, logFailedParse);
  return router;
}

/**
 * A report that could not be parsed: logs the outcome (never the report's text), then passes the error
 * on to the error middleware. The blood-report domain's failures are DomainErrors already.
 */
const logFailedParse: ErrorRequestHandler = (error, req, res, next) => {
  const started = res.locals.bloodReport as { bytes: number; startedAt: number } | undefined;
  if (!started) return next(error);
  const durationMs = Math.round(performance.now() - started.startedAt);
  const pages =
    error instanceof PdfReadFailure || error instanceof NoLabValuesError ? error.pages : undefined;
  const outcome = isDomainError(error) ? error.code : 'failed';
  req.log.info({ bytes: started.bytes, pages, durationMs, outcome }, 'blood report not parsed');
  next(error);
};
