import type http from 'node:http';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { preferredCoding, type ContentCoding } from './accept-encoding';

/** Bodies smaller than this gain too little from compression to pay for it. */
export const compressionThresholdBytes = 1024;

/** Headers about one connection, never copied from the upstream's answer to the client's. */
const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** JSON and text (never a stream of events, which must reach the browser as each event is written). */
function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+xml')
  );
}

/**
 * The coding to answer this upstream response with, or undefined to pass it on as it is. `compressible`
 * is isCompressibleType of its Content-Type, when the caller has already worked it out.
 */
export function codingFor(
  req: http.IncomingMessage,
  proxyRes: http.IncomingMessage,
  compressible = isCompressibleType(proxyRes.headers['content-type']),
): ContentCoding | undefined {
  const status = proxyRes.statusCode ?? 200;
  if (req.method === 'HEAD' || status === 204 || status === 304 || status < 200) return undefined;
  const headers = proxyRes.headers;
  if (headers['content-encoding'] && headers['content-encoding'] !== 'identity') return undefined;
  if (!compressible) return undefined;
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(headers['cache-control'] ?? '')) return undefined;
  const declared = headers['content-length'];
  if (declared !== undefined && Number(declared) < compressionThresholdBytes) return undefined;
  return preferredCoding(req.headers['accept-encoding']);
}

function encoderFor(
  coding: ContentCoding,
  declaredBytes: number | undefined,
): zlib.BrotliCompress | zlib.Gzip {
  if (coding === 'gzip') return zlib.createGzip({ level: 6 });
  // Quality 4: most of brotli's gain over gzip at a cost per byte close to gzip's (11 is for build time).
  const params: Record<number, number> = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  };
  if (declaredBytes !== undefined) params[zlib.constants.BROTLI_PARAM_SIZE_HINT] = declaredBytes;
  return zlib.createBrotliCompress({ params });
}

/**
 * Writes an upstream's answer to the client: status and headers (the gateway's own, such as the
 * security headers, stay unless the service set the same one), then the body streamed as it arrives,
 * through brotli or gzip when the client accepts it and the body is JSON or text of at least 1 KiB.
 * Compressible answers carry `Vary: Accept-Encoding` whether compressed or not.
 */
export function forwardResponse(
  proxyRes: http.IncomingMessage,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): void {
  if (res.headersSent) {
    proxyRes.resume();
    return;
  }
  for (const [name, value] of Object.entries(proxyRes.headers)) {
    if (value !== undefined && !hopByHopHeaders.has(name)) res.setHeader(name, value);
  }
  // Read once: it decides both the coding and the Vary header (every answer passes here).
  const compressible = isCompressibleType(proxyRes.headers['content-type']);
  const coding = codingFor(req, proxyRes, compressible);
  if (compressible) appendVary(res, 'Accept-Encoding');
  res.statusCode = proxyRes.statusCode ?? 502;
  if (proxyRes.statusMessage) res.statusMessage = proxyRes.statusMessage;
  if (!coding) {
    relay(proxyRes, res);
    return;
  }
  const fail = (error: NodeJS.ErrnoException | null) => {
    if (error) res.destroy();
  };
  const declared = proxyRes.headers['content-length'];
  res.removeHeader('content-length');
  res.setHeader('content-encoding', coding);
  pipeline(proxyRes, encoderFor(coding, declared === undefined ? undefined : Number(declared)), res, fail);
}

/**
 * The body as it is: what pipeline(proxyRes, res) does for these two streams, without the AbortController
 * pipeline creates per call (and aborts once done, building a DOMException), which on the gateway's most
 * frequent answers cost more than the copying. An answer cut short on either side ends the other: a
 * client that goes away stops the upstream read (as for a stream of events), an upstream that breaks off
 * mid-body breaks off the client's answer rather than leaving it hanging.
 */
function relay(proxyRes: http.IncomingMessage, res: http.ServerResponse): void {
  res.once('close', () => {
    if (!res.writableFinished) proxyRes.destroy();
  });
  res.once('error', () => proxyRes.destroy());
  proxyRes.once('error', () => res.destroy());
  proxyRes.once('close', () => {
    if (!proxyRes.complete) res.destroy();
  });
  proxyRes.pipe(res);
}

function appendVary(res: http.ServerResponse, field: string): void {
  const current = res.getHeader('vary');
  const list = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (
    list
      .split(',')
      .some((entry) => entry.trim().toLowerCase() === field.toLowerCase() || entry.trim() === '*')
  )
    return;
  res.setHeader('vary', list ? `${list}, ${field}` : field);
}
