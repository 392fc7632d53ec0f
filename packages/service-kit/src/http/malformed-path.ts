import { DomainError } from '../errors/domain-error';
import { malformedPathMessage } from '../errors/error-body';
import type { EdgeHandler } from './plain-routes';

export function malformedPathError(): DomainError {
  return new DomainError('REQUEST.MALFORMED_PATH', 'invalid', malformedPathMessage);
}

/** Whether every percent-encoding of the path decodes to UTF-8, as Express needs to read its parameters. */
export function isWellFormedPath(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses a path Express could not decode ("/api/cases/%ff", "/x/%E0%A4%A") with a 400 before any route,
 * the gateway's proxy or a static file sees it. Without it, the router's decoding of a path parameter
 * throws a URIError that ended as a 500 with a stack trace in the log.
 */
export const refuseMalformedPath: EdgeHandler = (req, _res, next) => {
  next(isWellFormedPath(req.path) ? undefined : malformedPathError());
};
