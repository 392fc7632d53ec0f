/**
 * The part of OpenAPI 3.1 this project writes: enough to type the generated document and to read it
 * back (the gateway's docs page), without a dependency on an OpenAPI library.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain JSON. */
export type JsonSchema = { [key: string]: JsonValue };

export interface Reference {
  $ref: string;
}

export type HttpMethod = 'get' | 'post' | 'delete';

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface MediaTypeObject {
  schema: JsonSchema;
}

export interface HeaderObject {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface RequestBodyObject {
  description?: string;
  required: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description: string;
  /** The error codes (contracts' error catalogue) this response may carry. */
  'x-error-codes'?: string[];
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** `[]` on public operations: they override the document's default (a session). */
  security?: SecurityRequirement[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Reference>;
}

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

export interface TagObject {
  name: string;
  description: string;
}

export interface ApiKeySecurityScheme {
  type: 'apiKey';
  in: 'cookie';
  name: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: TagObject[];
  security: SecurityRequirement[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, ApiKeySecurityScheme>;
  };
}

export function isReference(value: object): value is Reference {
  return '$ref' in value && typeof value.$ref === 'string';
}
