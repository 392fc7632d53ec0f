import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { preferredCoding, type ContentCoding } from '../compression/accept-encoding';

const extensionOf: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

function isFile(file: string): Promise<boolean> {
  return fs.promises.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/** The file a request path names inside `root`, or undefined (malformed, a dotfile, or outside root). */
function fileUnder(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.')))
    return undefined;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * Sends `file` as the `.br` or `.gz` built next to it when the client accepts that coding (brotli
 * first), with the original file's Content-Type, the encoded file's length and ETag, and no ranges (a
 * range of an encoded body is rarely what a client means). Resolves false, having sent nothing, when
 * no acceptable encoded file exists: the caller then sends the identity file.
 */
export async function sendPrecompressed(
  req: Request,
  res: Response,
  file: string,
  setHeaders: (res: Response, file: string) => void,
): Promise<boolean> {
  if (!(await isFile(file))) return false;
  const codings = (['br', 'gzip'] as const).filter(
    (coding) => preferredCoding(req.headers['accept-encoding'], [coding]) !== undefined,
  );
  const available: ContentCoding[] = [];
  for (const coding of codings) if (await isFile(file + extensionOf[coding])) available.push(coding);
  const coding = preferredCoding(req.headers['accept-encoding'], available);
  if (!coding) return false;
  setHeaders(res, file);
  res.type(path.extname(file));
  res.setHeader('content-encoding', coding);
  await new Promise<void>((resolve, reject) =>
    res.sendFile(file + extensionOf[coding], { acceptRanges: false, dotfiles: 'deny' }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  return true;
}

/**
 * In front of express.static for one dist directory: GET and HEAD of a file that has a precompressed
 * sibling the client accepts are answered with it; everything else falls through to express.static
 * (identity, ranges, 404).
 */
export function precompressedStatic(
  root: string,
  setHeaders: (res: Response, file: string) => void,
): RequestHandler {
  const resolvedRoot = path.resolve(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (preferredCoding(req.headers['accept-encoding']) === undefined) return next();
    const file = fileUnder(resolvedRoot, req.path);
    if (!file) return next();
    sendPrecompressed(req, res, file, setHeaders).then(
      (sent) => (sent ? undefined : next()),
      (error: unknown) => (res.headersSent ? res.destroy() : next(error)),
    );
  };
}
