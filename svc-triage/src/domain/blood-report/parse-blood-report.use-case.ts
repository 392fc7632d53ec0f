import { extractLabValues } from './extract-lab-values';
import { PdfReadFailure, type PdfTextReader } from './pdf-text-reader.port';
import { renderBloodReport } from './render-blood-report';

export interface BloodReportUpload {
  fileName: string;
  data: Uint8Array;
}

export interface ParsedBloodReport {
  parsedText: string;
  pages: number;
  analytes: number;
}

export class NotAPdfError extends Error {
  constructor() {
    super('The upload is not a PDF');
    this.name = 'NotAPdfError';
  }
}

export class NoLabValuesError extends Error {
  constructor(readonly pages: number) {
    super('No lab values were found in the report');
    this.name = 'NoLabValuesError';
  }
}

/** A PDF by name and by content: a `.pdf` name and the `%PDF-` header within the first kilobyte. */
export function isPdfUpload({ fileName, data }: BloodReportUpload): boolean {
  if (!/\.pdf$/i.test(fileName.trim())) return false;
  return new TextDecoder('latin1').decode(data.subarray(0, 1024)).includes('%PDF-');
}

/** Reads a blood-report PDF into `parsedText` lines the guideline engine understands. */
export async function parseBloodReport(
  reader: PdfTextReader,
  upload: BloodReportUpload,
): Promise<ParsedBloodReport> {
  if (!isPdfUpload(upload)) throw new NotAPdfError();
  const { text, pages } = await reader.read(upload.data);
  if (!/[a-z0-9]/i.test(text)) throw new PdfReadFailure('no-text', pages);
  const readings = extractLabValues(text);
  if (!readings.length) throw new NoLabValuesError(pages);
  return { parsedText: renderBloodReport(upload.fileName, readings), pages, analytes: readings.length };
}
