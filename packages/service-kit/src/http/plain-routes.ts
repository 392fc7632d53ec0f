import type http from 'node:http';
import type { Express, Request } from 'express';
import type { Logger } from 'pino';
import { DomainError } from '../errors/domain-error';
import { composeHandlers, type ComposableHandler } from './compose-handlers';
import { answerError } from './error-middleware';

/**
 * A request as the shared handlers read it: Node's, with what Express works out for it (the path without
 * the query, and the client's address, scheme and host under the app's `trust proxy` setting). An Express
 * request has these as getters; a request on a plain route is given them once, as Express would read them.
 */
export interface EdgeRequest extends http.IncomingMessage {
  readonly path: string;
  readonly ip: string | undefined;
  readonly protocol: string;
  readonly host: string | undefined;
  /** The request id (see requestContext). */
  requestId: string;
  /** A logger that stamps every line with the request id (see requestContext). */
  log: Logger;
}

/** A handler that runs the same on an Express request and on a plain route's request. */
export type EdgeHandler = ComposableHandler<EdgeRequest, http.ServerResponse>;

/**
 * Paths answered before Express sees them (the gateway's proxied API). Express makes each request it
 * handles an Express request by swapping the prototypes of the request and its response, and every later
 * use of them, in Node's HTTP code and in the proxy, then took a slower path: on the gateway's proxied
 * requests that and the router were as much CPU as all the rest of the work.
 */
export interface PlainRoutes {
  /** Whether a request for this path (without its query) is one of them; never a health or metrics path. */
  accepts(path: string): boolean;
  /** Run after the same telemetry, request context and path check as every other request. */
  handlers: readonly EdgeHandler[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The path of a request target as Express reads it (parseurl's quick form: up to the query), or undefined
 * for a target that Express parses in full (absolute form, `*`, whitespace or `#`), which is left to it.
 */
export function originFormPath(url: string): string | undefined {
  if (url.charCodeAt(0) !== 0x2f /* / */) return undefined;
  let query = -1;
  for (let index = 1; index < url.length; index += 1) {
    switch (url.charCodeAt(index)) {
      case 0x3f /* ? */:
        if (query === -1) query = index;
        break;
      // Tab, line feed, form feed, carriage return, space, '#', no-break space, byte order mark.
      case 0x09:
      case 0x0a:
      case 0x0c:
      case 0x0d:
      case 0x20:
      case 0x23 /* # */:
      case 0xa0:
      case 0xfeff:
        return undefined;
    }
  }
  return query === -1 ? url : url.slice(0, query);
}

type TrustProxy = (address: string | undefined, hop: number) => boolean;

/**
 * Gives a plain request the path, address, scheme and host an Express request would have. From a peer the
 * app's `trust proxy` setting does not trust, Express takes all three from the connection (no forwarding
 * header counts), and so does this. From a trusted one they are read by Express's own getters, through a
 * view whose prototype is the app's request prototype, so that the setting decides exactly as it does for
 * the app's own requests. The request itself keeps its prototype.
 */
function asEdgeRequest(app: Express, req: http.IncomingMessage, path: string): EdgeRequest {
  const edge = req as Mutable<EdgeRequest>;
  edge.path = path;
  const trust = app.get('trust proxy fn') as TrustProxy;
  if (!trust(req.socket.remoteAddress, 0)) {
    edge.ip = req.socket.remoteAddress;
    edge.protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    edge.host = req.headers.host || undefined;
    return edge;
  }
  const view = Object.create(app.request, {
    socket: { value: req.socket },
    headers: { value: req.headers },
  }) as Request;
  edge.ip = view.ip;
  edge.protocol = view.protocol;
  edge.host = view.host;
  return edge;
}

/** What no handler answered: the not-found answer Express's app would give. */
function notFound(req: EdgeRequest): DomainError {
  return new DomainError('ROUTE.NOT_FOUND', 'not-found', `No such endpoint: ${req.method} ${req.path}`);
}

/** Express's `app.handle`: `next` is given only when the app is mounted in another. */
type ExpressHandle = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next?: (error?: unknown) => void,
) => void;

/**
 * Makes `app` answer the plain routes itself, before Express: Express's app function hands each request
 * to `app.handle`, which is wrapped here. A request the routes do not accept (or one passed on by an app
 * this one is mounted in) goes to Express as before. Errors get the error middleware's answer.
 */
export function answerPlainRoutesFirst(
  app: Express,
  routes: PlainRoutes,
  sharedHandlers: readonly EdgeHandler[],
  logger: Logger,
): void {
  const chain = composeHandlers<EdgeRequest, http.ServerResponse>([...sharedHandlers, ...routes.handlers]);
  const expressApp = app as unknown as { handle: ExpressHandle };
  const handle = expressApp.handle;
  if (typeof handle !== 'function') throw new Error('this Express has no app.handle to answer before');
  expressApp.handle = function answerPlainRouteOrHandle(this: Express, req, res, next) {
    const path = next === undefined ? originFormPath(req.url ?? '') : undefined;
    if (path === undefined || !routes.accepts(path)) return handle.call(this, req, res, next);
    const edge = asEdgeRequest(app, req, path);
    // Passed on by every handler, or out of the router (`next('router')`): Express would answer 404 too.
    chain(edge, res, (error) =>
      answerError(edge, res, error === undefined || error === 'router' ? notFound(edge) : error, logger),
    );
  };
}
