import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

type Draw = (doc: PDFKit.PDFDocument) => void;

/** A real PDF made with pdfkit, as a lab's reporting system would print it. */
export function makePdf(draw: Draw, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Rows of cells drawn at fixed x positions: the shape of most lab result tables. */
export function drawTable(doc: PDFKit.PDFDocument, columns: number[], rows: string[][], top = 120): void {
  doc.fontSize(10);
  rows.forEach((row, rowIndex) => {
    row.forEach((cell, columnIndex) => {
      if (cell) doc.text(cell, columns[columnIndex] ?? 40, top + rowIndex * 18, { lineBreak: false });
    });
  });
}

/**
 * A minimal, valid one-page PDF whose content stream is `inflatedBytes` of zeros deflated: a few hundred
 * kilobytes on disk, hundreds of megabytes once decoded.
 */
export function decompressionBombPdf(inflatedBytes: number): Buffer {
  const payload = deflateSync(Buffer.alloc(inflatedBytes), { level: 9 });
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, ...body: Array<Buffer | string>) => {
    offsets[id] = length;
    push(`${id} 0 obj\n`);
    body.forEach(push);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>');
  object(4, `<< /Length ${payload.length} /Filter /FlateDecode >>\nstream\n`, payload, '\nendstream');
  const xref = length;
  push('xref\n0 5\n0000000000 65535 f \n');
  for (let id = 1; id <= 4; id += 1) push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
