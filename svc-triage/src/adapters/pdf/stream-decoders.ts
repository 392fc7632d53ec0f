import { Transform, type TransformCallback } from 'node:stream';
import { constants, createInflate } from 'node:zlib';

/**
 * Streaming decoders for the PDF filters that expand data (ISO 32000 §7.4): each turns encoded chunks
 * into decoded chunks without holding the whole, so a stream can be measured against a byte budget and
 * abandoned as soon as it passes it. Only the size matters here; pdf.js does the real decoding later.
 */

/** Standard filter names and the abbreviations pdf.js also accepts (inline-image forms, §8.9.7). */
const filterNames: Record<string, StandardFilter> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  ASCIIHexDecode: 'hex',
  AHx: 'hex',
  ASCII85Decode: 'ascii85',
  A85: 'ascii85',
  RunLengthDecode: 'run-length',
  RL: 'run-length',
  CCITTFaxDecode: 'image',
  CCF: 'image',
  DCTDecode: 'image',
  DCT: 'image',
  JPXDecode: 'image',
  JBIG2Decode: 'image',
  Crypt: 'crypt',
};

export type StandardFilter = 'flate' | 'lzw' | 'hex' | 'ascii85' | 'run-length' | 'image' | 'crypt';

/** A filter name as pdf.js reads it; unknown names are 'unknown' (pdf.js passes the data through). */
export function standardFilter(name: string): StandardFilter | 'unknown' {
  return Object.hasOwn(filterNames, name) ? filterNames[name]! : 'unknown';
}

/** The decoder of a filter that expands data; undefined for those that need not be measured. */
export function decoderFor(filter: StandardFilter | 'unknown'): Transform | undefined {
  switch (filter) {
    case 'flate':
      // Truncated or damaged data still yields what pdf.js would yield, up to the damage.
      return createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    case 'lzw':
      return new SliceTransform(lzwDecoder());
    case 'hex':
      return new SliceTransform(hexDecoder());
    case 'ascii85':
      return new SliceTransform(ascii85Decoder());
    case 'run-length':
      return new SliceTransform(runLengthDecoder());
    default:
      return undefined;
  }
}

interface IncrementalDecoder {
  write(input: Uint8Array): Uint8Array;
}

/**
 * Runs a synchronous decoder a kilobyte at a time and yields the event loop in between, so a degenerate
 * input (an LZW code that expands 4,000-fold) never holds the service for long.
 */
class SliceTransform extends Transform {
  constructor(private readonly decoder: IncrementalDecoder) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const step = (offset: number) => {
      if (offset >= chunk.length || this.destroyed) return callback();
      const output = this.decoder.write(chunk.subarray(offset, offset + 1024));
      if (output.length) this.push(output);
      setImmediate(step, offset + 1024);
    };
    step(0);
  }
}

function hexDecoder(): IncrementalDecoder {
  let pending = -1;
  let ended = false;
  return {
    write(input) {
      const output: number[] = [];
      for (const byte of input) {
        if (ended) break;
        if (byte === 0x3e) {
          ended = true;
          break;
        }
        const digit = hexDigit(byte);
        if (digit < 0) continue;
        if (pending < 0) pending = digit;
        else {
          output.push(pending * 16 + digit);
          pending = -1;
        }
      }
      return Uint8Array.from(output);
    },
  };
}

function hexDigit(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

function ascii85Decoder(): IncrementalDecoder {
  let group: number[] = [];
  let ended = false;
  return {
    write(input) {
      const output: number[] = [];
      for (const byte of input) {
        if (ended) break;
        if (byte === 0x7e) {
          ended = true;
          break;
        }
        if (byte === 0x7a && group.length === 0) {
          output.push(0, 0, 0, 0);
          continue;
        }
        if (byte < 0x21 || byte > 0x75) continue;
        group.push(byte - 0x21);
        if (group.length === 5) {
          let value = 0;
          for (const digit of group) value = value * 85 + digit;
          output.push((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
          group = [];
        }
      }
      return Uint8Array.from(output);
    },
  };
}

function runLengthDecoder(): IncrementalDecoder {
  let literal = 0;
  let repeat = -1;
  let ended = false;
  return {
    write(input) {
      let size = 0;
      const pieces: Uint8Array[] = [];
      for (const byte of input) {
        if (ended) break;
        if (literal > 0) {
          pieces.push(Uint8Array.of(byte));
          size += 1;
          literal -= 1;
        } else if (repeat > 0) {
          pieces.push(new Uint8Array(repeat).fill(byte));
          size += repeat;
          repeat = -1;
        } else if (byte === 128) ended = true;
        else if (byte < 128) literal = byte + 1;
        else repeat = 257 - byte;
      }
      return concat(pieces, size);
    },
  };
}

/** LZW as PDF writes it: 9- to 12-bit codes, 256 clears, 257 ends, EarlyChange 1. */
function lzwDecoder(): IncrementalDecoder {
  let table: Uint8Array[] = [];
  let previous: Uint8Array | undefined;
  let bits = 0;
  let bitCount = 0;
  let ended = false;
  const reset = () => {
    table = Array.from({ length: 258 }, (_, code) => Uint8Array.of(code & 0xff));
    previous = undefined;
  };
  reset();
  return {
    write(input) {
      const pieces: Uint8Array[] = [];
      let size = 0;
      for (const byte of input) {
        if (ended) break;
        bits = ((bits << 8) | byte) & 0xffffff;
        bitCount += 8;
        const next = table.length + 1;
        const codeLength = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
        while (bitCount >= codeLength) {
          const code = (bits >>> (bitCount - codeLength)) & ((1 << codeLength) - 1);
          bitCount -= codeLength;
          if (code === 256) {
            reset();
            break;
          }
          if (code === 257) {
            ended = true;
            break;
          }
          let entry = table[code];
          if (!entry && previous) entry = concat([previous, previous.subarray(0, 1)], previous.length + 1);
          if (!entry) {
            ended = true;
            break;
          }
          if (previous && table.length < 4096)
            table.push(concat([previous, entry.subarray(0, 1)], previous.length + 1));
          previous = entry;
          pieces.push(entry);
          size += entry.length;
          break;
        }
      }
      return concat(pieces, size);
    },
  };
}

function concat(pieces: Uint8Array[], size: number): Uint8Array {
  const output = new Uint8Array(size);
  let offset = 0;
  for (const piece of pieces) {
    output.set(piece, offset);
    offset += piece.length;
  }
  return output;
}
