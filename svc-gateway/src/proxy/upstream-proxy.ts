import http from 'node:http';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import type { EdgeHandler, Logger } from '@manan/service-kit';
import { DomainError, requestIdHeader, writeErrorResponse } from '@manan/service-kit';
import { forwardResponse } from '../compression/forward-response';
import { enforceStreamedBodyLimit } from '../security/body-limit';

type TimedRequest = http.IncomingMessage & { upstreamTimedOut?: boolean; requestId?: string };

const unreachableCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN', 'ECONNRESET']);

export interface UpstreamProxyOptions {
  target: string;
  timeoutMs: number;
  logger: Logger;
  /** One pooled keep-alive agent per upstream, shared by every route to it. */
  agent: http.Agent;
  /** Limit for bodies streamed without a Content-Length (the declared ones are checked before). */
  maxBodyBytes?: number;
}

/** Subscribes the `on` handlers to the proxy's events, as hpm's own proxyEventsPlugin does for plain node types. */
const subscribeOn: Plugin<http.IncomingMessage, http.ServerResponse> = (proxyServer, options) => {
  for (const [event, handler] of Object.entries(options.on ?? {})) proxyServer.on(event, handler);
};

/**
 * Forwards a request unchanged (path, method, body stream) to one upstream, and its answer back (JSON
 * and text of 1 KiB or more compressed with brotli or gzip as the client accepts). An upstream that does not
 * answer in time gives 504; one that cannot be reached gives 503; any other failure gives 502; all
 * as the one JSON error body the UI can show.
 */
export function upstreamProxy({
  target,
  timeoutMs,
  logger,
  agent,
  maxBodyBytes,
}: UpstreamProxyOptions): EdgeHandler {
  return createProxyMiddleware<http.IncomingMessage, http.ServerResponse>({
    target: parsedTarget(target),
    agent,
    // The X-Forwarded-* headers were already set by the gateway (forwarded-headers.ts); appending the
    // socket's address to a client's own X-Forwarded-For would let it choose its address.
    xfwd: false,
    proxyTimeout: timeoutMs,
    // The answer is written by forwardResponse: streamed, compressed when the client accepts it.
    selfHandleResponse: true,
    // Only the plugin that subscribes `on` below. The default ones work on every request for nothing
    // here: a logger plugin building a URL per answer for a logger that discards it, and debug listeners;
    // errors are answered by `on.error`, and forwardResponse stops the upstream read when a client leaves.
    ejectPlugins: true,
    plugins: [subscribeOn],
    on: {
      proxyRes: forwardResponse,
      proxyReq: (proxyReq, req, res) => {
        const timedRequest = req as TimedRequest;
        if (maxBodyBytes !== undefined) enforceStreamedBodyLimit(req, res, proxyReq, maxBodyBytes);
        if (timedRequest.requestId) proxyReq.setHeader(requestIdHeader, timedRequest.requestId);
        proxyReq.on('timeout', () => {
          timedRequest.upstreamTimedOut = true;
        });
      },
      error: (error, req, res) => {
        const timedRequest = req as TimedRequest;
        const code = (error as NodeJS.ErrnoException).code ?? '';
        const timedOut = Boolean(timedRequest.upstreamTimedOut);
        const failure = timedOut
          ? new DomainError(
              'UPSTREAM.TIMEOUT',
              'timeout',
              'The service took too long to answer. Please try again.',
            )
          : new DomainError(
              unreachableCodes.has(code) ? 'UPSTREAM.UNAVAILABLE' : 'UPSTREAM.FAILED',
              unreachableCodes.has(code) ? 'unavailable' : 'upstream-failed',
              'The service is temporarily unavailable. Please try again shortly.',
            );
        const status = failure.httpStatus;
        logger.warn(
          { requestId: timedRequest.requestId, upstream: target, code, status },
          'upstream request failed',
        );
        if (!(res instanceof http.ServerResponse) || res.headersSent) {
          res.destroy();
          return;
        }
        writeErrorResponse(res, failure, timedRequest.requestId);
      },
    },
  });
}

/**
 * The upstream's address in the form http-proxy reads it (protocol, host, hostname, port, path). Given
 * the URL string, http-proxy parses it again on every request with the legacy url.parse.
 */
export function parsedTarget(target: string): {
  protocol: string;
  host: string;
  hostname: string;
  port: string;
  path: string;
} {
  const url = new URL(target);
  return {
    protocol: url.protocol,
    host: url.host,
    // http.request takes a bracketed IPv6 literal only without its brackets.
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port,
    path: `${url.pathname}${url.search}`,
  };
}

/**
 * Keeps every socket it opened: with fewer free sockets kept than requests in flight, each burst closed
 * the extra sockets and the next one opened them again (a TCP connect per request under load).
 */
export function keepAliveAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 128, timeout: 60_000 });
}
