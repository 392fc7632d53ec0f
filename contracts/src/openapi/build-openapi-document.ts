import type { ErrorCode } from '../http/errors';
import { apiOperations } from './api-operations';
import { apiSchemas } from './api-schemas';
import { schemaRef, toComponentSchemas, toInlineSchema } from './json-schema-from-zod';
import type {
  HeaderObject,
  JsonSchema,
  OpenApiDocument,
  OperationObject,
  PathItemObject,
  Reference,
  RequestBodyObject,
  ResponseObject,
} from './openapi-types';
import type { ApiTag, BodySpec, HeaderSpec, OperationSpec, ResponseSpec } from './operation-spec';

/** Bump the minor version when an operation or a body changes in a way a client notices. */
const apiVersion = '0.1.0';

/**
 * svc-auth's cookie (service-kit's `sessionCookieName`). contracts cannot import service-kit, which
 * depends on it; the gateway's docs test checks the two agree.
 */
const sessionCookieName = 'manan_session';

const tagDescriptions: Record<ApiTag, string> = {
  auth: 'Sign-in, sign-up, sign-out and the session (svc-auth).',
  triage: 'Case analysis, blood reports and follow-up questions (svc-triage).',
  practice:
    'Training mode: practise triage on teaching cases, own cases or a case set, compare, follow progress; run case sets (svc-triage).',
  account: "The caller's notification settings, past cases and monthly usage.",
  billing: 'Plans, the subscription and payments (svc-billing).',
};

/** What the gateway itself answers, before or instead of a service; each operation refers to these. */
const gatewayResponses = {
  MalformedPath: {
    status: 400,
    description:
      'A path parameter holds a malformed percent-encoding (e.g. %ff); the gateway and every service answer this before any route (code REQUEST.MALFORMED_PATH).',
    codes: ['REQUEST.MALFORMED_PATH'],
  },
  Unauthenticated: {
    status: 401,
    description:
      "No valid session cookie on a path that needs one; the gateway answers before any service (code AUTH.UNAUTHENTICATED, 'Please sign in to continue.').",
    codes: ['AUTH.UNAUTHENTICATED'],
  },
  CrossSite: {
    status: 403,
    description:
      "A state-changing request with the session cookie came from another site's page (by Origin or Referer) (code REQUEST.CROSS_SITE).",
    codes: ['REQUEST.CROSS_SITE'],
  },
  TooLarge: {
    status: 413,
    description: 'The body is over the limit: 1 MB, or 10 MB for a blood report (code REQUEST.TOO_LARGE).',
    codes: ['REQUEST.TOO_LARGE'],
  },
  ServiceError: {
    status: 500,
    description:
      "Something went wrong on the service's side; the details are logged, not shown (code INTERNAL).",
    codes: ['INTERNAL'],
  },
  UpstreamFailed: {
    status: 502,
    description: 'The connection to the service failed mid-request (code UPSTREAM.FAILED).',
    codes: ['UPSTREAM.FAILED'],
  },
  UpstreamUnavailable: {
    status: 503,
    description: 'The service could not be reached; try again shortly (code UPSTREAM.UNAVAILABLE).',
    codes: ['UPSTREAM.UNAVAILABLE'],
  },
  UpstreamTimeout: {
    status: 504,
    description:
      'The service did not answer in time: 10 s by default, 60 s for analysis, refinement and blood reports (code UPSTREAM.TIMEOUT).',
    codes: ['UPSTREAM.TIMEOUT'],
  },
} as const satisfies Record<string, { status: number; description: string; codes: readonly ErrorCode[] }>;

type GatewayResponseName = keyof typeof gatewayResponses;

/** The OpenAPI 3.1 document of the gateway's /api, generated from the zod schemas of contracts/. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: Record<string, PathItemObject> = {};
  for (const spec of apiOperations) {
    const item = (paths[spec.path] ??= {});
    if (item[spec.method]) throw new Error(`${spec.method.toUpperCase()} ${spec.path} is declared twice`);
    item[spec.method] = toOperation(spec);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'MANAN API',
      version: apiVersion,
      description:
        'The /api of the MANAN gateway, the one origin the browser talks to. Every body is generated from the zod schemas in contracts/. Errors are JSON `{ error: { code, message, fields? }, requestId? }` unless an operation says otherwise: failed sign-ins, sign-ups and sign-outs answer plain text. Each error response lists its codes in `x-error-codes`; clients decide on the code, never on the message.',
    },
    servers: [{ url: '/', description: 'The gateway that serves this document.' }],
    tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
    security: [{ session: [] }],
    paths,
    components: {
      schemas: componentSchemas(),
      responses: Object.fromEntries(
        Object.entries(gatewayResponses).map(([name, { description, codes }]) => [
          name,
          { description, 'x-error-codes': [...codes], content: jsonContent(schemaRef('ErrorBody')) },
        ]),
      ),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName,
          description: 'The session cookie svc-auth sets on sign-in (HttpOnly, SameSite=Lax).',
        },
      },
    },
  };
}

function componentSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(apiSchemas)) {
    for (const [componentName, component] of Object.entries(toComponentSchemas(name, schema))) {
      if (schemas[componentName]) throw new Error(`Two schemas are named ${componentName}`);
      schemas[componentName] = component;
    }
  }
  return schemas;
}

function toOperation(spec: OperationSpec): OperationObject {
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    ...(spec.public ? { security: [] } : {}),
    ...(spec.parameters
      ? {
          parameters: spec.parameters.map(({ schema, ...parameter }) => ({
            ...parameter,
            schema: toInlineSchema(schema),
          })),
        }
      : {}),
    ...(spec.requestBody ? { requestBody: toRequestBody(spec.requestBody) } : {}),
    responses: toResponses(spec),
  };
}

function toRequestBody({ body, required, description }: NonNullable<OperationSpec['requestBody']>) {
  const requestBody: RequestBodyObject = { required, content: content(body) };
  if (description) requestBody.description = description;
  return requestBody;
}

/** The service's answers, then the gateway's it does not override, in status order. */
function toResponses(spec: OperationSpec): Record<string, ResponseObject | Reference> {
  const responses = new Map<number, ResponseObject | Reference>();
  for (const [status, response] of Object.entries(spec.responses)) {
    responses.set(Number(status), toResponse(response));
  }
  for (const name of gatewayResponsesOf(spec)) {
    const { status } = gatewayResponses[name];
    if (!responses.has(status)) responses.set(status, { $ref: `#/components/responses/${name}` });
  }
  return Object.fromEntries(
    [...responses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, response]) => [String(status), response]),
  );
}

function gatewayResponsesOf(spec: OperationSpec): GatewayResponseName[] {
  return [
    ...(spec.path.includes('{') ? (['MalformedPath'] as const) : []),
    ...(spec.public ? [] : (['Unauthenticated'] as const)),
    ...(spec.method !== 'get' && !spec.noCrossSiteCheck ? (['CrossSite'] as const) : []),
    ...(spec.requestBody ? (['TooLarge'] as const) : []),
    'ServiceError',
    'UpstreamFailed',
    'UpstreamUnavailable',
    'UpstreamTimeout',
  ];
}

function toResponse({ description, codes, body, headers }: ResponseSpec): ResponseObject {
  return {
    description,
    ...(codes ? { 'x-error-codes': [...codes] } : {}),
    ...(headers ? { headers: toHeaders(headers) } : {}),
    ...(body ? { content: content(body) } : {}),
  };
}

function toHeaders(headers: Record<string, HeaderSpec>): Record<string, HeaderObject> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, { description, schema }]) => [
      name,
      { description, schema: toInlineSchema(schema) },
    ]),
  );
}

function content({ mediaType, schema }: BodySpec) {
  return { [mediaType]: { schema: { $ref: schemaRef(schema) } } };
}

function jsonContent(ref: string) {
  return { 'application/json': { schema: { $ref: ref } } };
}
