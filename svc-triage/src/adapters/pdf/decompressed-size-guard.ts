import { Readable, Writable } from 'node:stream';
import { constants, inflateSync } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import {
  readObjectStream,
  readPdfObjects,
  resolve,
  type PdfObjects,
  type PdfStreamObject,
  type PdfValue,
} from './pdf-structure';
import { decoderFor, standardFilter } from './stream-decoders';

export type DecodedSizeVerdict =
  | { fits: true; decodedBytes: number }
  /** `reason`: over the budget, or a page-content stream in an image-only codec (never in a real report). */
  | { fits: false; reason: 'over-budget' | 'image-codec-outside-image' };

class OverBudget extends Error {}

/**
 * Measures what the PDF's streams decode to, before pdf.js sees them, so a decompression bomb (a small
 * stream of zeros that decodes to gigabytes) is refused cheaply. Each stream's filter chain is read from
 * its parsed dictionary (names normalised, abbreviations, arrays, indirect references, objects kept in
 * object streams) and run through streaming decoders against one running byte budget for the file:
 * decoding stops as soon as the total passes it, so measuring costs at most the budget in CPU and a few
 * kilobytes of memory. Images count too: a stream that calls itself an image can still be a page's
 * content, which pdf.js decodes.
 *
 * Not measured: encrypted documents' streams (their bytes are ciphertext until pdf.js decrypts them);
 * the reader's memory ceiling covers those.
 */
export async function measureDecodedSize(pdf: Uint8Array, budgetBytes: number): Promise<DecodedSizeVerdict> {
  const objects = readPdfObjects(pdf);
  let remaining = budgetBytes;
  const decode = async (stream: PdfStreamObject, keep: boolean): Promise<Uint8Array | undefined> => {
    const chain = filterChain(objects, stream.dictionary);
    if (chain === 'image-codec-outside-image') throw new ImageCodecOutsideImage();
    const kept: Buffer[] = [];
    if (chain.length === 1 && chain[0] === 'flate') {
      const inflated = inflateSmall(stream.data, remaining);
      if (inflated) {
        remaining -= inflated.length;
        return keep ? inflated : undefined;
      }
    }
    const decoders = chain.map(decoderFor).filter((decoder) => decoder !== undefined);
    if (decoders.length === 0) return keep ? stream.data : undefined;
    const counter = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        remaining -= chunk.length;
        if (remaining < 0) return callback(new OverBudget());
        if (keep) kept.push(chunk);
        callback();
      },
    });
    try {
      await pipeline([Readable.from([Buffer.from(stream.data)]), ...decoders, counter]);
    } catch (error) {
      if (error instanceof OverBudget) throw error;
      // Damaged data: what decoded before the damage is counted, as pdf.js would decode that much.
    }
    return keep ? Buffer.concat(kept) : undefined;
  };

  try {
    // Object streams first: what they hold may be the /Filter of another stream.
    for (const stream of objects.streams.filter((candidate) => isObjectStream(objects, candidate))) {
      const decoded = await decode(stream, true);
      const first = numberIn(objects, stream.dictionary.get('First'));
      const count = numberIn(objects, stream.dictionary.get('N'));
      if (!decoded || first === undefined || count === undefined) continue;
      for (const [id, value] of readObjectStream(decoded, first, count))
        if (!objects.values.has(id)) objects.values.set(id, value);
    }
    for (const stream of objects.streams.filter((candidate) => !isObjectStream(objects, candidate)))
      await decode(stream, false);
  } catch (error) {
    if (error instanceof OverBudget) return { fits: false, reason: 'over-budget' };
    if (error instanceof ImageCodecOutsideImage) return { fits: false, reason: 'image-codec-outside-image' };
    throw error;
  }
  return { fits: true, decodedBytes: budgetBytes - remaining };
}

class ImageCodecOutsideImage extends Error {}

/** Streams this small, decoding to at most this much, are inflated at once (a report's pages and fonts). */
const smallStreamBytes = 64 * 1024;
const smallDecodedBytes = 4 * 1024 * 1024;

/**
 * A small Flate stream inflated in one synchronous call, bounded to 4 MB of output (a millisecond or
 * two): most of a report, without a stream pipeline per object. Undefined when the stream is larger,
 * decodes to more than that or than what the budget has left, or is damaged; the streaming decoder
 * then measures it as before (counting what decodes before the damage, stopping at the budget).
 */
function inflateSmall(data: Uint8Array, remaining: number): Buffer | undefined {
  if (data.length > smallStreamBytes || remaining <= 0) return undefined;
  try {
    return inflateSync(data, {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: Math.min(remaining, smallDecodedBytes),
    });
  } catch {
    return undefined;
  }
}

/**
 * The stream's filters in the order they are applied, normalised. The chain stops at a filter this
 * measure cannot run (an image codec or Crypt): what comes after it is not expanded by text extraction.
 * An image codec on a stream that does not say it is an image is refused: pdf.js would decode it as
 * whatever it is used as, to a size only the codec's header knows.
 */
function filterChain(
  objects: PdfObjects,
  dictionary: Map<string, PdfValue>,
): ReturnType<typeof standardFilter>[] | 'image-codec-outside-image' {
  const value = resolve(objects.values, dictionary.get('Filter'));
  const items = value?.kind === 'array' ? value.items : value ? [value] : [];
  const chain: ReturnType<typeof standardFilter>[] = [];
  for (const item of items) {
    const resolved = resolve(objects.values, item);
    if (resolved?.kind !== 'name') continue;
    const filter = standardFilter(resolved.name);
    if (filter === 'image') {
      const subtype = resolve(objects.values, dictionary.get('Subtype'));
      const isImage = subtype?.kind === 'name' && subtype.name === 'Image';
      return isImage ? chain : 'image-codec-outside-image';
    }
    if (filter === 'crypt') return chain;
    chain.push(filter);
  }
  return chain;
}

function isObjectStream(objects: PdfObjects, stream: PdfStreamObject): boolean {
  const type = resolve(objects.values, stream.dictionary.get('Type'));
  return type?.kind === 'name' && type.name === 'ObjStm';
}

function numberIn(objects: PdfObjects, value: PdfValue | undefined): number | undefined {
  const resolved = resolve(objects.values, value);
  return resolved?.kind === 'number' && Number.isInteger(resolved.value) && resolved.value >= 0
    ? resolved.value
    : undefined;
}
