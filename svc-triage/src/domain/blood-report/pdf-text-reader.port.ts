/** Why a PDF gave no text. The HTTP layer turns each into the message the user sees. */
export type PdfReadFailureReason =
  'no-text' | 'too-many-pages' | 'timed-out' | 'too-complex' | 'damaged' | 'busy';

export class PdfReadFailure extends Error {
  constructor(
    readonly reason: PdfReadFailureReason,
    readonly pages?: number,
    readonly maxPages?: number,
  ) {
    super(`The PDF could not be read: ${reason}`);
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
