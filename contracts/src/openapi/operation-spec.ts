import type { z } from 'zod';
import type { ErrorCode } from '../http/errors';
import type { ApiSchemaName } from './api-schemas';
import type { HttpMethod } from './openapi-types';

export type ApiTag = 'auth' | 'triage' | 'account' | 'billing';

export interface BodySpec {
  mediaType: 'application/json' | 'text/plain' | 'multipart/form-data';
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
export interface OperationSpec {
  method: HttpMethod;
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: ApiTag;
  /** Answered without a session: the gateway's apiRoutes marks the same paths public. */
  public?: true;
  /** The gateway does not check where a POST came from (the Stripe webhook comes from Stripe's servers). */
  noCrossSiteCheck?: true;
  parameters?: ParameterSpec[];
  requestBody?: { body: BodySpec; required: boolean; description?: string };
  /** The service's own answers; the gateway's (401, 403, 413, 5xx) are added by the builder. */
  responses: Record<number, ResponseSpec>;
}

export const json = (schema: ApiSchemaName): BodySpec => ({ mediaType: 'application/json', schema });
export const plainText = (schema: ApiSchemaName): BodySpec => ({ mediaType: 'text/plain', schema });
export const multipart = (schema: ApiSchemaName): BodySpec => ({ mediaType: 'multipart/form-data', schema });

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
