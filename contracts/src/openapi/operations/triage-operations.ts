import { z } from 'zod';
import { caseListQuerySchema } from '../../http/account';
import { caseExportQuerySchema } from '../../http/data-export';
import {
  bloodReportMaxBodyBytes,
  json,
  jsonError,
  multipart,
  type HeaderSpec,
  type OperationSpec,
  type ResponseSpec,
} from '../operation-spec';
import type { ErrorCode } from '../../http/errors';
import { apiPaths } from '../api-paths';

const retryAfter = (description: string): Record<string, HeaderSpec> => ({
  'Retry-After': { description, schema: z.string() },
});

const caseNotFound = jsonError(
  'The `caseId` is not one of the caller\'s cases (code CASES.NOT_FOUND, "No such case").',
  ['CASES.NOT_FOUND'],
);

/**
 * The 400 of a request whose free text the identifier guard checks: its validation error, or
 * PRIVACY.IDENTIFIERS_FOUND with the findings (nothing was stored or sent to an AI provider).
 */
const guardedRequestError = (validation: string, validationCode: ErrorCode): ResponseSpec => ({
  description: `${validation} Or a free-text field holds a possible patient identifier (name, record number, phone…) that was neither removed nor dismissed in \`dismissedIdentifiers\` (code PRIVACY.IDENTIFIERS_FOUND): \`identifiers\` lists each by field, kind and text, and nothing was stored or sent to an AI provider.`,
  codes: [validationCode, 'PRIVACY.IDENTIFIERS_FOUND'],
  body: json('GuardedRequestError'),
});

/** svc-triage (spec §7): analysis, refinement and blood reports (up to a minute each); the caller's cases. */
export const triageOperations: OperationSpec[] = [
  {
    method: 'post',
    path: apiPaths.analyze,
    upstream: 'triage',
    timeout: 'slow',
    operationId: 'analyzeCase',
    summary: 'Analyze a case',
    description:
      "Validates the case form (spec §5 messages), triages it within the caller's monthly quota and stores it as a case.",
    tag: 'triage',
    requestBody: { body: json('CaseFormRequest'), required: true },
    responses: {
      200: {
        description: 'The analysis, the stored case id and the usage after it.',
        body: json('AnalyzeResponse'),
      },
      400: guardedRequestError(
        "A field is missing or too long (code CASE.INVALID): `error` is the first message, e.g. 'Patient age is required'; `fields` has one per field.",
        'CASE.INVALID',
      ),
      402: {
        description:
          "The month's free analyses are used up (code QUOTA.MONTHLY_LIMIT_REACHED). The error body, plus `message` at the top (the client shows it and offers the upgrade).",
        codes: ['QUOTA.MONTHLY_LIMIT_REACHED'],
        body: json('AnalysisQuotaExceeded'),
      },
    },
  },
  {
    method: 'post',
    path: apiPaths.parseBloodReport,
    upstream: 'triage',
    timeout: 'slow',
    maxBodyBytes: bloodReportMaxBodyBytes,
    operationId: 'parseBloodReport',
    summary: 'Read lab values from a blood-report PDF',
    description:
      'One PDF per request, in the multipart field `file`. Answers lines such as `Potassium 7.1 mmol/L (ref 3.5–5.1) HIGH` to append to the vitals. The text does not repeat the file name (where a patient’s name usually is); possible patient identifiers in it are replaced by their tags before it is answered, and `removedIdentifiers` says which kinds were removed and how many.',
    tag: 'triage',
    requestBody: { body: multipart('ParseBloodReportRequest'), required: true },
    responses: {
      200: { description: 'The lab values found, one per line.', body: json('ParseBloodReportResponse') },
      400: jsonError(
        'Not multipart, no file in `file`, more than one file, or not a PDF (codes BLOOD_REPORT.NOT_MULTIPART, NO_FILE, TOO_MANY_FILES, NOT_PDF, MALFORMED_UPLOAD).',
        [
          'BLOOD_REPORT.NOT_MULTIPART',
          'BLOOD_REPORT.NO_FILE',
          'BLOOD_REPORT.TOO_MANY_FILES',
          'BLOOD_REPORT.NOT_PDF',
          'BLOOD_REPORT.MALFORMED_UPLOAD',
        ],
      ),
      413: jsonError(
        'The file is over 10 MB (code BLOOD_REPORT.TOO_LARGE, or REQUEST.TOO_LARGE from the gateway).',
        ['BLOOD_REPORT.TOO_LARGE', 'REQUEST.TOO_LARGE'],
      ),
      422: jsonError(
        'The PDF was read but gave no lab values, has no text, is damaged, too complex or over 50 pages; the message says to enter the values by hand.',
        [
          'BLOOD_REPORT.NO_LAB_VALUES',
          'BLOOD_REPORT.NO_TEXT',
          'BLOOD_REPORT.DAMAGED',
          'BLOOD_REPORT.TOO_COMPLEX',
          'BLOOD_REPORT.TIMED_OUT',
          'BLOOD_REPORT.TOO_MANY_PAGES',
        ],
      ),
      429: {
        ...jsonError(
          'The caller already has 2 blood reports being read (code BLOOD_REPORT.TOO_MANY_IN_FLIGHT); refused before the file is read or the shared queue asked.',
          ['BLOOD_REPORT.TOO_MANY_IN_FLIGHT'],
        ),
        headers: retryAfter('Seconds to wait before sending the report again (10).'),
      },
      503: {
        ...jsonError(
          'Many reports are being read right now (code BLOOD_REPORT.BUSY), or the service is unreachable.',
          ['BLOOD_REPORT.BUSY', 'UPSTREAM.UNAVAILABLE'],
        ),
        headers: retryAfter('Seconds to wait before sending the report again (30 when busy).'),
      },
    },
  },
  {
    method: 'post',
    path: apiPaths.generateFollowUp,
    upstream: 'triage',
    timeout: 'slow',
    operationId: 'generateFollowUpQuestions',
    summary: 'Follow-up questions for an analysis',
    tag: 'triage',
    requestBody: { body: json('FollowUpRequest'), required: true },
    responses: {
      200: { description: 'The questions to ask, each with an id.', body: json('FollowUpResponse') },
      400: guardedRequestError(
        'Neither a `caseId` nor an `analysis` is given, or the analysis is over 60,000 characters (code FOLLOW_UP.INVALID, with `fields`).',
        'FOLLOW_UP.INVALID',
      ),
      404: caseNotFound,
    },
  },
  {
    method: 'post',
    path: apiPaths.refineAnalysis,
    upstream: 'triage',
    timeout: 'slow',
    operationId: 'refineAnalysis',
    summary: 'Refine an analysis with follow-up answers',
    description:
      "Answers are keyed by question id, each 'Q: <question>\\nA: <answer>'. With a `caseId` the refinement is stored as a new revision of that case.",
    tag: 'triage',
    requestBody: { body: json('RefineRequest'), required: true },
    responses: {
      200: { description: 'The refined analysis and how its level changed.', body: json('RefineResponse') },
      400: guardedRequestError(
        'A field is missing or too long, or over 20 answers (code FOLLOW_UP.INVALID, with `fields`).',
        'FOLLOW_UP.INVALID',
      ),
      404: caseNotFound,
      429: {
        ...jsonError('Too many refinements in a short time (code REFINE.RATE_LIMITED).', [
          'REFINE.RATE_LIMITED',
        ]),
        headers: retryAfter('Seconds to wait before refining again.'),
      },
    },
  },
  {
    method: 'get',
    path: apiPaths.cases,
    upstream: 'triage',
    timeout: 'quick',
    operationId: 'listCases',
    summary: "The caller's cases, newest first",
    tag: 'account',
    parameters: [
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: 'Cases per page (default 50).',
        schema: caseListQuerySchema.shape.limit,
      },
      {
        name: 'cursor',
        in: 'query',
        required: false,
        description: "Where the page starts: the previous answer's X-Next-Cursor.",
        schema: caseListQuerySchema.shape.cursor,
      },
    ],
    responses: {
      200: {
        description: 'One page of cases.',
        body: json('CaseList'),
        headers: {
          'X-Next-Cursor': {
            description: 'The `cursor` of the next page; absent on the last page.',
            schema: z.string(),
          },
        },
      },
      400: jsonError(
        '`limit` is not 1–100, or `cursor` did not come from a previous page (code CASES.INVALID_PAGE).',
        ['CASES.INVALID_PAGE'],
      ),
    },
  },
  {
    method: 'get',
    path: apiPaths.case,
    upstream: 'triage',
    timeout: 'quick',
    operationId: 'getCase',
    summary: 'One case, with its revisions',
    tag: 'account',
    parameters: [
      {
        name: 'caseId',
        in: 'path',
        required: true,
        description: "The id of one of the caller's cases.",
        schema: z.string(),
      },
    ],
    responses: {
      200: { description: 'The case.', body: json('CaseDetail') },
      404: jsonError("Not one of the caller's cases (code CASES.NOT_FOUND).", ['CASES.NOT_FOUND']),
    },
  },
  {
    method: 'get',
    path: apiPaths.caseExport,
    upstream: 'triage',
    timeout: 'quick',
    operationId: 'exportCases',
    summary: 'Download my data: every case, with revisions, results and a FHIR R4 Bundle',
    description:
      "svc-triage's part of the caller's data export, a page at a time (newest first): each case as stored, with every revision and structured result, and the same case as a FHIR R4 Bundle (a Patient without identifiers, Observations for vital signs and labs with LOINC codes where known, the chief complaint as an Observation (LOINC 8661-1), the triage as a RiskAssessment).",
    tag: 'account',
    parameters: [
      {
        name: 'cursor',
        in: 'query',
        required: false,
        description: "Where the page starts: the previous page's `nextCursor`.",
        schema: caseExportQuerySchema.shape.cursor,
      },
    ],
    responses: {
      200: {
        description: 'One page of cases; `nextCursor` is null on the last.',
        body: json('CaseExportPage'),
      },
      400: jsonError('`cursor` did not come from a previous page (code CASES.INVALID_PAGE).', [
        'CASES.INVALID_PAGE',
      ]),
    },
  },
];
