import type { z } from 'zod';
import type { ErrorCode } from '../http/errors';
import type { ApiPath } from './api-paths';
import type { ApiSchemaName } from './api-schemas';
import type { HttpMethod } from './openapi-types';

export type ApiTag = 'auth' | 'triage' | 'practice' | 'account' | 'billing';

/** The service that answers a path (architecture.md, Topology). */
export type Upstream = 'auth' | 'triage' | 'billing';

/** How long the gateway waits for the service: 'slow' for analysis, refinement and PDF parsing. */
export type TimeoutClass = 'quick' | 'slow';

const mebibyte = 1024 * 1024;

/** The largest request body the gateway accepts unless an operation says otherwise. */
export const defaultMaxBodyBytes = mebibyte;

/** A 10 MiB PDF plus its multipart framing; svc-triage enforces 10 MiB on the file itself. */
export const bloodReportMaxBodyBytes = 10 * mebibyte + 64 * 1024;

/** What the gateway needs to route a path: the gateway's routing table is derived from these. */
export interface GatewayPolicy {
  upstream: Upstream;
  timeout: TimeoutClass;
  /** Largest request body accepted; defaultMaxBodyBytes (1 MiB) unless set. */
  maxBodyBytes?: number;
  /** Answered without a session. */
  public?: true;
  /** The gateway does not check where a POST came from (the Stripe webhook comes from Stripe's servers). */
  noCrossSiteCheck?: true;
}

export interface BodySpec {
  mediaType: 'application/json' | 'text/plain' | 'text/csv' | 'multipart/form-data';
  schema: ApiSchemaName;
}

export interface HeaderSpec {
  description: string;
  schema: z.ZodType;
}

export interface ParameterSpec {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description: string;
  schema: z.ZodType;
}

export interface ResponseSpec {
  description: string;
  /** The error codes this response may carry (contracts' error catalogue); written as `x-error-codes`. */
  codes?: readonly ErrorCode[];
  body?: BodySpec;
  headers?: Record<string, HeaderSpec>;
}

/** One operation as api-operations.ts declares it; build-openapi-document.ts turns it into OpenAPI. */
export interface OperationSpec extends GatewayPolicy {
  method: HttpMethod;
  path: ApiPath;
  operationId: string;
  summary: string;
  description?: string;
  tag: ApiTag;
  parameters?: ParameterSpec[];
  requestBody?: { body: BodySpec; required: boolean; description?: string };
  /** The service's own answers; the gateway's (401, 403, 413, 5xx) are added by the builder. */
  responses: Record<number, ResponseSpec>;
}

export const json = (schema: ApiSchemaName): BodySpec => ({ mediaType: 'application/json', schema });
export const plainText = (schema: ApiSchemaName): BodySpec => ({ mediaType: 'text/plain', schema });
export const multipart = (schema: ApiSchemaName): BodySpec => ({ mediaType: 'multipart/form-data', schema });
export const csv = (schema: ApiSchemaName): BodySpec => ({ mediaType: 'text/csv', schema });

/** A JSON error `{ error: { code, message, fields? }, requestId? }`, with the codes it may carry. */
export const jsonError = (description: string, codes: readonly ErrorCode[]): ResponseSpec => ({
  description,
  codes,
  body: json('ErrorBody'),
});

/** A plain-text error the sign-in dialog shows as it is, with the codes it stands for. */
export const textError = (description: string, codes: readonly ErrorCode[]): ResponseSpec => ({
  description,
  codes,
  body: plainText('PlainTextError'),
});
