/** The content codings the gateway sends, best first: brotli is smaller than gzip at the same cost to decode. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer with, from the request's Accept-Encoding (RFC 9110 §12.5.3): q-values decide, a
 * q of 0 refuses, `*` stands for any coding not named; between equal q-values brotli wins. Undefined
 * when neither is acceptable (or no header was sent): the identity body.
 */
export function preferredCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[] = ['br', 'gzip'],
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...parameters] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        weight = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    weights.set(name, weight);
  }
  const weightOf = (coding: ContentCoding) =>
    weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  let best: ContentCoding | undefined;
  for (const coding of available) {
    const weight = weightOf(coding);
    if (weight > 0 && (best === undefined || weight > weightOf(best))) best = coding;
  }
  return best;
}
