import { z } from 'zod';
import {
  analyzeResponseSchema,
  buildOpenApiDocument,
  errorCatalog,
  errorCodes,
  httpStatusOfCode,
  type ErrorCode,
  caseFormRequestSchema,
  isReference,
  type AnalyzeResponse,
} from '../src';
import { toComponentSchemas } from '../src/openapi/json-schema-from-zod';
import {
  collectRefs,
  resolvePointer,
  validateAgainst as validateAgainstComponent,
} from './support/json-schema-validator';

const document = buildOpenApiDocument();

/** Every operation of the document with its method and path. */
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

const validateAgainst = (schemaName: string, value: unknown) =>
  validateAgainstComponent(document, schemaName, value);

/** An answer of POST /api/analyze as svc-triage gives it, extra fields included. */
const analyzeAnswer: AnalyzeResponse & Record<string, unknown> = {
  analysis: {
    response: '1. TRIAGE LEVEL\nEMERGENCY (ESI 2)\n\n2. REASONING\nChest pain radiating to the left arm...',
    timestamp: '2026-11-22T09:30:00.000Z',
  },
  caseId: 'c0a80101-7f3e-4b1a-9e2f-3c4d5e6f7a8b',
  triageLevel: 'EMERGENCY (ESI 2)',
  result: {
    level: 'EMERGENCY',
    esi: 2,
    reasons: ['Chest pain with diaphoresis in a 58-year-old'],
    redFlags: [
      {
        name: 'Possible acute coronary syndrome',
        evidence: 'crushing chest pain, sweating',
        guideline: 'ACC/AHA',
      },
    ],
    confidence: 0.86,
  },
  provider: { kind: 'guideline' },
  verification: { checked: true, raised: false, floor: { level: 'HIGH', esi: 2 }, reasons: [] },
  guidelineFloor: null,
  subscription: { used: 3, limit: 20, isPremium: false },
};

describe('the OpenAPI document of /api', () => {
  it('when built, then it is OpenAPI 3.1 with the title, a server and the session cookie scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({
      title: 'MANAN API',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'manan_session',
    });
    expect(document.security).toEqual([{ session: [] }]);
  });

  it('when built twice, then the two are equal and plain JSON (no undefined, no functions)', () => {
    const again = buildOpenApiDocument();
    expect(again).toEqual(document);
    expect(again).not.toBe(document);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('when any $ref is followed, then it leads to something in the document', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(50);
    const dangling = refs.filter((ref) => resolvePointer(document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('when the schemas are read, then none keeps zod-only parts ($schema, $defs) and every one is used', () => {
    const used = new Set(collectRefs({ paths: document.paths, responses: document.components.responses }));
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect([name, schema.$schema, schema.$defs]).toEqual([name, undefined, undefined]);
      expect([name, used.has(`#/components/schemas/${name}`)]).toEqual([name, true]);
    }
  });

  it('when each operation is read, then it has a unique id, a summary, one known tag and a success answer', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = document.tags.map((tag) => tag.name);
    expect(tags).toEqual(['auth', 'triage', 'practice', 'account', 'billing']);
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect([where, operation.summary.length > 0]).toEqual([where, true]);
      expect([where, operation.tags.length, tags.includes(operation.tags[0] ?? '')]).toEqual([
        where,
        1,
        true,
      ]);
      const statuses = Object.keys(operation.responses).map(Number);
      expect([where, statuses.some((status) => status >= 200 && status < 400)]).toEqual([where, true]);
    }
  });

  it('when a path has a {parameter}, then the operation declares it as a required path parameter', () => {
    for (const { path, operation } of operations) {
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        expect(operation.parameters).toContainEqual(
          expect.objectContaining({ name, in: 'path', required: true }),
        );
      }
    }
  });

  it('when an operation is public, then it overrides the session requirement; a protected one answers 401', () => {
    const publicOperations = operations.filter(({ operation }) => operation.security?.length === 0);
    expect(publicOperations.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      [
        'get /api/auth/google',
        'get /api/auth/google/callback',
        'get /api/auth/status',
        'get /api/plans',
        'post /api/login',
        'post /api/logout',
        'post /api/register',
        'post /api/webhooks/stripe',
      ].sort(),
    );
    for (const { operation } of operations.filter((entry) => !publicOperations.includes(entry))) {
      expect(operation.security).toBeUndefined();
      expect(operation.responses['401']).toEqual({ $ref: '#/components/responses/Unauthenticated' });
    }
  });

  it('when sign-in fails, then the answer is plain text; analyze refused for quota is JSON with message', () => {
    const login = document.paths['/api/login']?.post;
    for (const status of ['400', '401', '429']) {
      const response = login?.responses[status];
      expect(response && !isReference(response) && Object.keys(response.content ?? {})).toEqual([
        'text/plain',
      ]);
    }
    const tooMany = login?.responses['429'];
    expect(tooMany && !isReference(tooMany) && tooMany.headers?.['Retry-After']).toBeTruthy();
    expect(document.paths['/api/analyze']?.post?.responses['402']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/AnalysisQuotaExceeded' } } },
    });
    expect(document.components.schemas.AnalysisQuotaExceeded?.required).toEqual(['error', 'message']);
    expect(document.paths['/api/analyze']?.post?.responses['402']).toMatchObject({
      'x-error-codes': ['QUOTA.MONTHLY_LIMIT_REACHED'],
    });
  });

  it('when the blood report is described, then it is multipart with a required binary PDF in `file`', () => {
    const body = document.paths['/api/parse-blood-report']?.post?.requestBody;
    expect(Object.keys(body?.content ?? {})).toEqual(['multipart/form-data']);
    expect(document.components.schemas.ParseBloodReportRequest).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', contentMediaType: 'application/pdf' } },
    });
  });

  it('when a realistic analysis answer is checked, then it fits both the zod schema and the generated schema', () => {
    expect(analyzeResponseSchema.safeParse(analyzeAnswer).success).toBe(true);
    expect(validateAgainst('AnalyzeResponse', analyzeAnswer)).toEqual([]);
  });

  it('when an analysis answer breaks the contract, then the generated schema refuses it as zod does', () => {
    const broken = [
      { ...analyzeAnswer, caseId: undefined },
      { ...analyzeAnswer, result: { ...analyzeAnswer.result, esi: 9 } },
      { ...analyzeAnswer, result: { ...analyzeAnswer.result, level: 'URGENT' } },
      { ...analyzeAnswer, provider: { kind: 'oracle' } },
    ];
    for (const value of broken) {
      const plain = JSON.parse(JSON.stringify(value)) as unknown;
      expect(analyzeResponseSchema.safeParse(plain).success).toBe(false);
      expect(validateAgainst('AnalyzeResponse', plain)).not.toEqual([]);
    }
  });

  it('when a case form is checked, then the request schema agrees with zod on good and bad forms', () => {
    const form = {
      patientAge: '58',
      gender: 'male',
      chiefComplaint: 'Chest pain',
      symptoms: 'Crushing central chest pain for 40 minutes, sweating',
      vitals: 'BP 150/95, HR 110, SpO2 95%',
    };
    expect(caseFormRequestSchema.safeParse(form).success).toBe(true);
    expect(validateAgainst('CaseFormRequest', form)).toEqual([]);
    const noGender = { ...form, gender: 'unknown' };
    expect(caseFormRequestSchema.safeParse(noGender).success).toBe(false);
    expect(validateAgainst('CaseFormRequest', noGender)).not.toEqual([]);
  });

  it('when the settings are saved with an unknown field, then the request schema refuses it as svc-auth does', () => {
    const settings = { emailNotifications: true, appNotifications: false };
    expect(validateAgainst('NotificationSettingsRequest', settings)).toEqual([]);
    expect(validateAgainst('NotificationSettingsRequest', { ...settings, admin: true })).not.toEqual([]);
  });

  it('when a zod schema has an id (zod writes it under $defs), then it becomes a component of its own', () => {
    const inner = z.object({ q: z.string() }).meta({ id: 'Inner Thing' });
    const components = toComponentSchemas('Outer', z.object({ a: inner, b: z.array(inner) }));
    expect(Object.keys(components)).toEqual(['Outer', 'Outer_Inner_Thing']);
    expect(collectRefs(components)).toEqual([
      '#/components/schemas/Outer_Inner_Thing',
      '#/components/schemas/Outer_Inner_Thing',
    ]);
    z.globalRegistry.remove(inner);
  });

  it('when an error response lists its codes, then every one is in the error catalogue and has that status', () => {
    const responses = [
      ...operations.flatMap(({ operation }) => Object.entries(operation.responses)),
      ...Object.values(document.components.responses ?? {}).map((response) => ['gateway', response] as const),
    ];
    const documented: { status: string; code: string }[] = [];
    for (const [status, response] of responses) {
      const resolved = (isReference(response) ? resolvePointer(document, response.$ref) : response) as {
        'x-error-codes'?: string[];
      };
      for (const code of resolved['x-error-codes'] ?? []) documented.push({ status, code });
      // Every error answer of an operation names its codes.
      if (Number(status) >= 400) expect(resolved['x-error-codes']?.length).toBeGreaterThan(0);
    }
    expect(documented.length).toBeGreaterThan(40);
    for (const { status, code } of documented) {
      expect(errorCodes).toContain(code);
      if (status !== 'gateway')
        expect({ code, status: httpStatusOfCode(code as ErrorCode) }).toEqual({
          code,
          status: Number(status),
        });
    }
  });

  it('when a code is in the error catalogue, then it says its kind and its meaning', () => {
    for (const [code, entry] of Object.entries(errorCatalog)) {
      expect(code).toMatch(/^[A-Z_]+(\.[A-Z_]+)?$/);
      expect(entry.meaning.length).toBeGreaterThan(5);
    }
  });
});
