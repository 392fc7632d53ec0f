import type { RemovedIdentifiers } from '@manan/contracts';
import { DomainError } from '@manan/service-kit';
import { redactReportIdentifiers } from '../privacy/redact-report-identifiers';
import { extractLabValues } from './extract-lab-values';
import { PdfReadFailure, type PdfTextReader } from './pdf-text-reader.port';
import { renderBloodReport } from './render-blood-report';

export interface BloodReportUpload {
  fileName: string;
  data: Uint8Array;
}

export interface ParsedBloodReport {
  /** The report's lines, with possible patient identifiers already replaced by tags. */
  parsedText: string;
  /** What was replaced, by kind, to tell the user. */
  removedIdentifiers: RemovedIdentifiers;
  pages: number;
  analytes: number;
}

/** The upload is not a PDF by name or by content (400). */
export class NotAPdfError extends DomainError {
  constructor() {
    super('BLOOD_REPORT.NOT_PDF', 'invalid', 'Only PDF files are accepted');
    this.name = 'NotAPdfError';
  }
}

/** The PDF was read but no lab value was found in it (422). */
export class NoLabValuesError extends DomainError {
  constructor(readonly pages: number) {
    super('BLOOD_REPORT.NO_LAB_VALUES', 'unprocessable', 'No lab values found in this report');
    this.name = 'NoLabValuesError';
  }
}

/** A PDF by name and by content: a `.pdf` name and the `%PDF-` header within the first kilobyte. */
export function isPdfUpload({ fileName, data }: BloodReportUpload): boolean {
  if (!/\.pdf$/i.test(fileName.trim())) return false;
  return new TextDecoder('latin1').decode(data.subarray(0, 1024)).includes('%PDF-');
}

/**
 * Reads a blood-report PDF into `parsedText` lines the guideline engine understands. The user did not type
 * this text, so any identifier in it (a worded result or reference copied from the report) is removed here
 * and reported in `removedIdentifiers`, rather than put to the user one by one; the file name is left out.
 */
export async function parseBloodReport(
  reader: PdfTextReader,
  upload: BloodReportUpload,
): Promise<ParsedBloodReport> {
  if (!isPdfUpload(upload)) throw new NotAPdfError();
  const { text, pages } = await reader.read(upload.data);
  if (!/[a-z0-9]/i.test(text)) throw new PdfReadFailure('no-text', pages);
  const readings = extractLabValues(text);
  if (!readings.length) throw new NoLabValuesError(pages);
  const redacted = redactReportIdentifiers(renderBloodReport(readings));
  return {
    parsedText: redacted.text,
    removedIdentifiers: redacted.removed,
    pages,
    analytes: readings.length,
  };
}
