import type { Request } from 'express';
import { DomainError } from '@manan/service-kit';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

export interface UploadLimits {
  maxFileBytes: number;
}

/** Room for the part headers and boundaries around the file. */
const envelopeBytes = 64 * 1024;
const maxParts = 20;
const maxPartHeaderBytes = 8 * 1024;

/**
 * Reads a multipart/form-data body holding exactly one file, in the field `file`. The body is read with
 * a hard cap (a larger one is refused with 413 as soon as it shows) and parsed in memory.
 */
export async function readSingleFileUpload(req: Request, limits: UploadLimits): Promise<UploadedFile> {
  const boundary = multipartBoundary(req.headers['content-type']);
  if (!boundary) {
    throw new DomainError(
      'BLOOD_REPORT.NOT_MULTIPART',
      'invalid',
      'Send the blood report as multipart/form-data with one file in the field "file"',
    );
  }
  const body = await readBody(req, limits.maxFileBytes + envelopeBytes, limits.maxFileBytes);
  const files = parseParts(body, boundary).filter((part) => part.fileName !== undefined);
  if (files.length > 1)
    throw new DomainError('BLOOD_REPORT.TOO_MANY_FILES', 'invalid', 'Send one file per request');
  const [file] = files;
  if (!file || file.field !== 'file' || file.fileName === undefined) {
    throw new DomainError(
      'BLOOD_REPORT.NO_FILE',
      'invalid',
      'Attach the blood report PDF in the field "file"',
    );
  }
  if (file.content.length > limits.maxFileBytes) throw tooLarge(limits.maxFileBytes);
  return { fileName: file.fileName, data: file.content };
}

function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function tooLarge(maxFileBytes: number): DomainError {
  return new DomainError(
    'BLOOD_REPORT.TOO_LARGE',
    'too-large',
    `The file is too large; the limit is ${Math.round(maxFileBytes / 1024 / 1024)} MB`,
    { closeConnection: true },
  );
}

function readBody(req: Request, maxBodyBytes: number, maxFileBytes: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes)
    return Promise.reject(tooLarge(maxFileBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) {
        chunks.push(chunk);
        return;
      }
      // Refuse now, and discard what else comes so the client can read the 413; a sender that keeps
      // going far past the limit loses the connection.
      chunks.length = 0;
      req.off('end', onEnd);
      reject(tooLarge(maxFileBytes));
      if (size > maxBodyBytes * 4) req.destroy();
    };
    const onEnd = () => resolve(Buffer.concat(chunks, size));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

interface Part {
  field: string | undefined;
  fileName: string | undefined;
  content: Buffer;
}

function parseParts(body: Buffer, boundary: string): Part[] {
  const malformed = () =>
    new DomainError(
      'BLOOD_REPORT.MALFORMED_UPLOAD',
      'invalid',
      'The upload is not valid multipart/form-data',
    );
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  let position = body.indexOf(delimiter);
  if (position < 0) throw malformed();
  const parts: Part[] = [];
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString('latin1') === '--') return parts;
    if (body.subarray(position, position + 2).toString('latin1') !== '\r\n') throw malformed();
    const headerEnd = body.indexOf('\r\n\r\n', position, 'latin1');
    if (headerEnd < 0 || headerEnd - position > maxPartHeaderBytes) throw malformed();
    const contentEnd = body.indexOf(nextDelimiter, headerEnd + 4);
    if (contentEnd < 0 || parts.length >= maxParts) throw malformed();
    const disposition = contentDisposition(body.subarray(position + 2, headerEnd).toString('utf8'));
    parts.push({ ...disposition, content: body.subarray(headerEnd + 4, contentEnd) });
    position = contentEnd + 2;
  }
}

/** `form-data; name="file"; filename="report.pdf"`, with RFC 5987 `filename*=UTF-8''…` preferred. */
function contentDisposition(headers: string): Pick<Part, 'field' | 'fileName'> {
  const line = /^content-disposition:\s*form-data(.*)$/im.exec(headers)?.[1] ?? '';
  const parameters = new Map<string, string>();
  // Browsers write `"` as %22 and never backslash-escape (WHATWG), so a backslash is part of the name.
  for (const match of line.matchAll(/;\s*([a-z*]+)\s*=\s*(?:"([^"]*)"|([^;]*))/gi)) {
    const [, key, quoted, token] = match;
    if (key) parameters.set(key.toLowerCase(), quoted?.replace(/%22/g, '"') ?? token?.trim() ?? '');
  }
  const extended = /^utf-8''(.*)$/i.exec(parameters.get('filename*') ?? '')?.[1];
  let fileName = parameters.get('filename');
  if (extended !== undefined) {
    try {
      fileName = decodeURIComponent(extended);
    } catch {
      // A broken encoding: keep the plain filename.
    }
  }
  return { field: parameters.get('name'), fileName };
}
