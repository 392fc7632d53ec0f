/**
 * Just enough of the PDF syntax (ISO 32000 §7.3) to find every stream and the filters pdf.js will run on
 * it: dictionaries of any length, arrays, names with `#xx` escapes, strings, numbers and indirect
 * references. It reads every `n g obj` in the file, wherever it stands (inside another stream too, since
 * a cross-reference table may point there), so a bomb cannot hide from it in an object the table names.
 */

export type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'ref'; id: number }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'other' };

export interface PdfStreamObject {
  id: number;
  dictionary: Map<string, PdfValue>;
  /** The encoded bytes between `stream` and `endstream`. */
  data: Uint8Array;
}

export interface PdfObjects {
  /** Every object's value by number; a later definition wins, as in an incremental update. */
  values: Map<number, PdfValue>;
  streams: PdfStreamObject[];
}

const whitespace = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const delimiters = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number | undefined) =>
  byte !== undefined && !whitespace.has(byte) && !delimiters.has(byte);
/** Deeper nesting than any real file has; deeper input is read as nothing rather than recursed into. */
const maxDepth = 64;

class Reader {
  constructor(
    private readonly bytes: Uint8Array,
    public position: number,
  ) {}

  skipSpace(): void {
    const { bytes } = this;
    while (this.position < bytes.length) {
      const byte = bytes[this.position]!;
      if (whitespace.has(byte)) this.position += 1;
      else if (byte === 0x25) {
        while (this.position < bytes.length && bytes[this.position] !== 0x0a && bytes[this.position] !== 0x0d)
          this.position += 1;
      } else return;
    }
  }

  /** The next value, or undefined where there is none (a keyword such as `stream`, or the end). */
  value(depth = 0): PdfValue | undefined {
    this.skipSpace();
    const { bytes } = this;
    const byte = bytes[this.position];
    if (byte === undefined || depth > maxDepth) return undefined;
    if (byte === 0x2f) return { kind: 'name', name: this.name() };
    if (byte === 0x3c && bytes[this.position + 1] === 0x3c) return this.dictionary(depth);
    if (byte === 0x3c) {
      const end = bytes.indexOf(0x3e, this.position);
      this.position = end < 0 ? bytes.length : end + 1;
      return { kind: 'other' };
    }
    if (byte === 0x5b) return this.array(depth);
    if (byte === 0x28) {
      this.literalString();
      return { kind: 'other' };
    }
    const token = this.token();
    if (!token) {
      this.position += 1;
      return { kind: 'other' };
    }
    if (token.length <= 32 && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(token))
      return this.numberOrReference(Number(token));
    if (token === 'true' || token === 'false' || token === 'null') return { kind: 'other' };
    // A keyword: put it back for the caller.
    this.position -= token.length;
    return undefined;
  }

  token(): string {
    const start = this.position;
    while (isRegular(this.bytes[this.position])) this.position += 1;
    return Buffer.from(this.bytes.subarray(start, this.position)).toString('latin1');
  }

  /** `/Name` with `#xx` escapes decoded, so /#46lateDecode is FlateDecode. */
  name(): string {
    this.position += 1;
    const raw = this.token();
    return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }

  private numberOrReference(value: number): PdfValue {
    if (!Number.isInteger(value) || value < 0) return { kind: 'number', value };
    const saved = this.position;
    this.skipSpace();
    const generation = this.token();
    this.skipSpace();
    if (
      generation.length <= 10 &&
      /^\d+$/.test(generation) &&
      this.bytes[this.position] === 0x52 &&
      !isRegular(this.bytes[this.position + 1])
    ) {
      this.position += 1;
      return { kind: 'ref', id: value };
    }
    this.position = saved;
    return { kind: 'number', value };
  }

  private dictionary(depth: number): PdfValue {
    this.position += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      const byte = this.bytes[this.position];
      if (byte === undefined) break;
      if (byte === 0x3e && this.bytes[this.position + 1] === 0x3e) {
        this.position += 2;
        break;
      }
      if (byte !== 0x2f) {
        // Not a key: skip what it is, as pdf.js does.
        if (this.value(depth + 1) === undefined) this.position += Math.max(1, this.token().length);
        continue;
      }
      const key = this.name();
      const value = this.value(depth + 1);
      if (value) entries.set(key, value);
    }
    return { kind: 'dict', entries };
  }

  private array(depth: number): PdfValue {
    this.position += 1;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      const byte = this.bytes[this.position];
      if (byte === undefined) break;
      if (byte === 0x5d) {
        this.position += 1;
        break;
      }
      const value = this.value(depth + 1);
      if (value) items.push(value);
      else this.position += Math.max(1, this.token().length);
    }
    return { kind: 'array', items };
  }

  private literalString(): void {
    let nesting = 0;
    const { bytes } = this;
    while (this.position < bytes.length) {
      const byte = bytes[this.position]!;
      this.position += 1;
      if (byte === 0x5c) this.position += 1;
      else if (byte === 0x28) nesting += 1;
      else if (byte === 0x29 && --nesting === 0) return;
    }
  }
}

// Bounded repeats: a run of millions of digits must not make the search quadratic.
const objectHeader = /(\d{1,10})\s{1,64}(\d{1,5})\s{1,64}obj\b/g;

/** Every object of the file (see the module's note), streams with their encoded bytes. */
export function readPdfObjects(pdf: Uint8Array): PdfObjects {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const values = new Map<number, PdfValue>();
  const streams: PdfStreamObject[] = [];
  const lengthsToResolve: Array<{ stream: PdfStreamObject; start: number; lengthRef: number }> = [];
  for (const match of text.matchAll(objectHeader)) {
    const id = Number(match[1]);
    const reader = new Reader(pdf, match.index + match[0].length);
    const value = reader.value();
    if (!value) continue;
    values.set(id, value);
    if (value.kind !== 'dict') continue;
    reader.skipSpace();
    if (text.startsWith('stream', reader.position) === false) continue;
    let start = reader.position + 6;
    if (pdf[start] === 0x0d) start += 1;
    if (pdf[start] === 0x0a) start += 1;
    const length = value.entries.get('Length');
    const stream: PdfStreamObject = {
      id,
      dictionary: value.entries,
      data: streamData(pdf, text, start, length),
    };
    streams.push(stream);
    if (length?.kind === 'ref') lengthsToResolve.push({ stream, start, lengthRef: length.id });
  }
  // An indirect /Length is known only once every object is read.
  for (const { stream, start, lengthRef } of lengthsToResolve) {
    const length = values.get(lengthRef);
    if (length?.kind === 'number') stream.data = streamData(pdf, text, start, length);
  }
  return { values, streams };
}

/**
 * The stream's bytes by its /Length when `endstream` follows there (pdf.js trusts such a length, even
 * when the word `endstream` occurs inside the data); otherwise up to the first `endstream`.
 */
function streamData(pdf: Uint8Array, text: string, start: number, length: PdfValue | undefined): Uint8Array {
  if (length?.kind === 'number' && Number.isInteger(length.value) && length.value >= 0) {
    const end = start + length.value;
    if (end <= pdf.length && /^\s*endstream/.test(text.slice(end, end + 24))) return pdf.subarray(start, end);
  }
  const end = text.indexOf('endstream', start);
  return pdf.subarray(start, end < 0 ? pdf.length : end);
}

/** The value itself, or the object a reference points to (through a few references at most). */
export function resolve(objects: Map<number, PdfValue>, value: PdfValue | undefined): PdfValue | undefined {
  let current = value;
  for (let hops = 0; current?.kind === 'ref' && hops < 8; hops += 1) current = objects.get(current.id);
  return current?.kind === 'ref' ? undefined : current;
}

/**
 * The objects an object stream (/Type /ObjStm) holds, from its decoded bytes: N pairs of object number
 * and offset, then the objects from /First on. A /Filter kept there must be found like any other.
 */
export function readObjectStream(decoded: Uint8Array, first: number, count: number): Map<number, PdfValue> {
  const found = new Map<number, PdfValue>();
  const header = new Reader(decoded, 0);
  for (let index = 0; index < Math.min(count, 100_000); index += 1) {
    const id = header.value();
    const offset = header.value();
    if (id?.kind !== 'number' || offset?.kind !== 'number') break;
    const value = new Reader(decoded, first + offset.value).value();
    if (value) found.set(id.value, value);
  }
  return found;
}
