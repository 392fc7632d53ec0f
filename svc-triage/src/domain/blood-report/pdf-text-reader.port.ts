import { DomainError, type ErrorCode, type ErrorKind } from '@manan/service-kit';

/** Why a PDF gave no text. */
export type PdfReadFailureReason =
  'no-text' | 'too-many-pages' | 'timed-out' | 'too-complex' | 'damaged' | 'busy';

const manualEntry = 'please enter values manually';

/** Each reason as the error the user sees: its code (and so its status) and its message. */
const failures: Record<
  PdfReadFailureReason,
  { code: ErrorCode; kind: ErrorKind; message: (maxPages: number) => string }
> = {
  'no-text': {
    code: 'BLOOD_REPORT.NO_TEXT',
    kind: 'unprocessable',
    message: () => `This PDF has no readable text; ${manualEntry}`,
  },
  'too-many-pages': {
    code: 'BLOOD_REPORT.TOO_MANY_PAGES',
    kind: 'unprocessable',
    message: (maxPages) => `This PDF has more than ${maxPages} pages; upload only the pages with the results`,
  },
  'timed-out': {
    code: 'BLOOD_REPORT.TIMED_OUT',
    kind: 'unprocessable',
    message: () => `This PDF could not be read in time; ${manualEntry}`,
  },
  'too-complex': {
    code: 'BLOOD_REPORT.TOO_COMPLEX',
    kind: 'unprocessable',
    message: () => `This PDF is too complex to read safely; ${manualEntry}`,
  },
  damaged: {
    code: 'BLOOD_REPORT.DAMAGED',
    kind: 'unprocessable',
    message: () => `This PDF is damaged or incomplete and could not be read; ${manualEntry}`,
  },
  busy: {
    code: 'BLOOD_REPORT.BUSY',
    kind: 'unavailable',
    message: () => 'Many reports are being read right now; please try again in a minute',
  },
};

/** How long a client waits before sending a report again when many are being read. */
const busyRetryAfterSeconds = 30;

/** A PDF that gave no text, as the DomainError the user sees (422, or 503 with Retry-After when busy). */
export class PdfReadFailure extends DomainError {
  constructor(
    readonly reason: PdfReadFailureReason,
    readonly pages?: number,
    readonly maxPages?: number,
  ) {
    const { code, kind, message } = failures[reason];
    super(code, kind, message(maxPages ?? 50), {
      ...(reason === 'busy' ? { retryAfterSeconds: busyRetryAfterSeconds } : {}),
    });
    this.name = 'PdfReadFailure';
  }
}

export interface PdfText {
  text: string;
  pages: number;
}

/** Extracts the text layer of a PDF, isolated from the service: a hostile file fails, never stalls it. */
export interface PdfTextReader {
  read(pdf: Uint8Array): Promise<PdfText>;
  close(): Promise<void>;
}
