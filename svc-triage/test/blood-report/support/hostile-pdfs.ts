import { deflateRawSync, deflateSync, constants } from 'node:zlib';

/**
 * Hostile PDFs built in memory (never committed as binaries): decompression bombs dressed the ways a
 * text-only pre-check misses them. Each is a small, valid one-page PDF whose page content is the bomb.
 */

const megabyte = 1024 * 1024;

/**
 * `totalBytes` of zeros as a zlib stream, in milliseconds: one independently compressed megabyte
 * (ended by a full flush, so it refers to nothing before it) repeated, then the final block and the
 * Adler-32 of n zeros ((n mod 65521) << 16 | 1). A 3 GB bomb this way is about 3 MB.
 */
export function zerosAsZlib(totalBytes: number): Buffer {
  const chunk = megabyte;
  const unit = deflateRawSync(Buffer.alloc(chunk), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const whole = Math.floor(totalBytes / chunk);
  const rest = totalBytes - whole * chunk;
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let index = 0; index < whole; index += 1) parts.push(unit);
  if (rest > 0) parts.push(deflateRawSync(Buffer.alloc(rest), { finishFlush: constants.Z_FULL_FLUSH }));
  parts.push(deflateRawSync(Buffer.alloc(0)));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((totalBytes % 65521) * 65536 + 1) >>> 0);
  parts.push(adler);
  return Buffer.concat(parts);
}

interface PdfObject {
  /** The dictionary, written as it is (so names, escapes and references are the caller's). */
  dictionary: string;
  stream?: Buffer;
}

/**
 * A minimal PDF: catalog, pages, one page whose /Contents is object 4 (the given content stream),
 * and any extra objects from number 5 on, with a correct cross-reference table.
 */
export function pdfWith(content: PdfObject, extra: PdfObject[] = []): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, { dictionary, stream }: PdfObject) => {
    offsets[id] = length;
    push(`${id} 0 obj\n${dictionary}`);
    if (stream) {
      push('\nstream\n');
      push(stream);
      push('\nendstream');
    }
    push('\nendobj\n');
  };
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, { dictionary: '<< /Type /Catalog /Pages 2 0 R >>' });
  object(2, { dictionary: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' });
  object(3, {
    dictionary: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> /Contents 4 0 R >>',
  });
  object(4, content);
  extra.forEach((entry, index) => object(5 + index, entry));
  const count = 5 + extra.length;
  const xref = length;
  push(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let id = 1; id < count; id += 1) push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** The content stream's dictionary with its /Length and the given filter entries. */
const contentOf = (stream: Buffer, entries: string): PdfObject => ({
  dictionary: `<< /Length ${stream.length} ${entries} >>`,
  stream,
});

/** Flate inside Flate: 3 GB of zeros by default, a few kilobytes on disk. The worst file of the issue. */
export function doubleFlateBombPdf(inflatedBytes = 3 * 1024 * megabyte): Buffer {
  const twice = deflateSync(zerosAsZlib(inflatedBytes), { level: 9 });
  return pdfWith(contentOf(twice, '/Filter [/FlateDecode /FlateDecode]'));
}

/** The abbreviation /Fl (valid for inline images, and read by pdf.js for any stream). */
export function abbreviatedFilterBombPdf(inflatedBytes: number): Buffer {
  return pdfWith(contentOf(zerosAsZlib(inflatedBytes), '/Filter /Fl'));
}

/** The name written with a #xx escape: /#46lateDecode is /FlateDecode. */
export function escapedNameBombPdf(inflatedBytes: number): Buffer {
  return pdfWith(contentOf(zerosAsZlib(inflatedBytes), '/Filter /#46lateDecode'));
}

/** The /Filter value kept in an object of its own: `/Filter 5 0 R`. */
export function indirectFilterBombPdf(inflatedBytes: number): Buffer {
  return pdfWith(contentOf(zerosAsZlib(inflatedBytes), '/Filter 5 0 R'), [{ dictionary: '[/FlateDecode]' }]);
}

/** A dictionary over 2 KB, the filter at its start, far from the `stream` keyword. */
export function longDictionaryBombPdf(inflatedBytes: number): Buffer {
  const stream = zerosAsZlib(inflatedBytes);
  const padding = Array.from({ length: 200 }, (_, index) => `/Pad${index} (${'x'.repeat(12)})`).join(' ');
  return pdfWith({ dictionary: `<< /Filter /FlateDecode ${padding} /Length ${stream.length} >>`, stream });
}

/** Hex text first, then Flate: the bytes on disk are not zlib at all until ASCIIHexDecode has run. */
export function hexThenFlateBombPdf(inflatedBytes: number): Buffer {
  const hex = Buffer.from(`${zerosAsZlib(inflatedBytes).toString('hex')}>`, 'latin1');
  return pdfWith(contentOf(hex, '/Filter [/AHx /Fl]'));
}
