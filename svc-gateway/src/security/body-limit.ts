import type http from 'node:http';
import { DomainError, writeErrorResponse, type EdgeHandler } from '@manan/service-kit';

function tooLarge(maxBytes: number): DomainError {
  return new DomainError(
    'REQUEST.TOO_LARGE',
    'too-large',
    `The request is too large (the limit is ${Math.round(maxBytes / 1024 / 1024)} MB).`,
    { closeConnection: true },
  );
}

/** Refuses at once a body whose declared Content-Length is over the limit. */
export function bodyLimit(maxBytes: number): EdgeHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      return next(tooLarge(maxBytes));
    }
    next();
  };
}

/**
 * For a chunked body that declares no length: counts bytes while the proxy streams it and stops at the
 * limit. Call it as the proxy starts piping (listening any earlier would consume the body).
 */
export function enforceStreamedBodyLimit(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  proxyReq: http.ClientRequest,
  maxBytes: number,
): void {
  // A declared length was checked before; a request with neither header has no body (RFC 9112 §6.3),
  // so there is nothing to count and no listener to add on the hot path of GETs.
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] === undefined) return;
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    proxyReq.destroy();
    if (!res.headersSent)
      writeErrorResponse(res, tooLarge(maxBytes), (req as { requestId?: string }).requestId);
    req.destroy();
  });
}
