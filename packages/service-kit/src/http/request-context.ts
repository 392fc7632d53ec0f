import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { traceIdsForLogs } from '../observability/trace-context';
import type { EdgeHandler } from './plain-routes';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The request id: created by the gateway (or accepted from the client when well-formed). */
      requestId: string;
      /** A logger that stamps every line with the request id. */
      log: Logger;
    }
  }
}

export const requestIdHeader = 'x-request-id';

/** Accept a client's id only if it cannot be used to inject into logs or headers. */
const wellFormedRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

export function resolveRequestId(candidate: string | string[] | undefined): string {
  const value = Array.isArray(candidate) ? candidate[0] : candidate;
  return value && wellFormedRequestId.test(value) ? value : randomUUID();
}

/** Gives every request an id, echoes it on the response and logs one access line when it finishes. */
export function requestContext(logger: Logger): EdgeHandler {
  // The access line goes through a child without the logger's key redaction: its fields are the fixed
  // ones below (id, trace, method, path, status, duration), none of them a redacted key, and matching
  // the redacted paths against it was half the cost of the one line every request writes. The line is
  // the same otherwise (the request's bindings first, then its fields), and the credential redaction
  // applied to every written line (the checkout id in a path) still applies to it.
  const accessLog = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const startedAt = process.hrtime.bigint();
    const requestId = resolveRequestId(req.headers[requestIdHeader]);
    const traceIds = traceIdsForLogs();
    req.requestId = requestId;
    // trace_id links this request's lines to the trace (and to the other services' lines of it).
    req.log = logger.child({ requestId, ...traceIds });
    res.setHeader(requestIdHeader, requestId);
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
      // The path only: query strings can carry tokens (e.g. OAuth codes), bodies can carry patient text.
      accessLog.info(
        {
          requestId,
          ...traceIds,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        },
        'request completed',
      );
    });
    next();
  };
}
