import { promisify } from 'node:util';
import { inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);

/**
 * Measures what the PDF's Flate streams expand to, before pdf.js does, so that a decompression bomb (a
 * small stream of zeros that inflates to gigabytes) is refused cheaply. Inflation runs on the libuv
 * pool with a hard output limit, so it neither blocks the event loop nor allocates past the budget.
 * Images are skipped: text extraction never decodes them. Streams with other or chained filters are
 * not measured here; the worker's memory watchdog covers them.
 *
 * Resolves true when the measured streams stay within `budgetBytes` in total.
 */
export async function fitsDecompressedBudget(pdf: Uint8Array, budgetBytes: number): Promise<boolean> {
  const buffer = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let remaining = budgetBytes;
  for (const stream of flateStreams(buffer)) {
    try {
      const inflated = await inflateAsync(stream, { maxOutputLength: Math.max(1, remaining) });
      remaining -= inflated.length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false;
      // Not valid zlib data: pdf.js decides what to make of it.
    }
    if (remaining < 0) return false;
  }
  return true;
}

function* flateStreams(buffer: Buffer): Generator<Buffer> {
  let from = 0;
  for (;;) {
    const keyword = buffer.indexOf('stream', from, 'latin1');
    if (keyword < 0) return;
    from = keyword + 6;
    if (buffer.subarray(Math.max(0, keyword - 3), keyword).toString('latin1') === 'end') continue;
    let start = from;
    if (buffer[start] === 0x0d) start += 1;
    if (buffer[start] !== 0x0a) continue;
    start += 1;
    const dictionary = buffer.subarray(Math.max(0, keyword - 2048), keyword).toString('latin1');
    const ownDictionary = dictionary.slice(dictionary.lastIndexOf('obj') + 1);
    const end = buffer.indexOf('endstream', start, 'latin1');
    if (end < 0) return;
    from = end + 9;
    if (/\/Subtype\s*\/Image/.test(ownDictionary)) continue;
    if (!/\/Filter\s*(?:\/FlateDecode|\[\s*\/FlateDecode\s*\])/.test(ownDictionary)) continue;
    yield buffer.subarray(start, end);
  }
}
