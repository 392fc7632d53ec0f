import { z } from 'zod';
import { caseListQuerySchema } from '../../http/account';
import { json, jsonError, type OperationSpec } from '../operation-spec';

/** The caller's own data, as the dashboard, assessments and settings pages read it (svc-auth, svc-triage, svc-billing). */
export const accountOperations: OperationSpec[] = [
  {
    method: 'get',
    path: '/api/user/settings',
    operationId: 'getNotificationSettings',
    summary: 'Notification preferences',
    tag: 'account',
    responses: {
      200: {
        description: "The caller's preferences (defaults until saved once).",
        body: json('NotificationSettings'),
      },
    },
  },
  {
    method: 'post',
    path: '/api/user/settings',
    operationId: 'saveNotificationSettings',
    summary: 'Save notification preferences',
    tag: 'account',
    requestBody: { body: json('NotificationSettingsRequest'), required: true },
    responses: {
      200: { description: 'The saved preferences.', body: json('NotificationSettings') },
      400: jsonError('Not exactly the two booleans (code SETTINGS.INVALID).', ['SETTINGS.INVALID']),
    },
  },
  {
    method: 'get',
    path: '/api/cases',
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
    path: '/api/cases/{caseId}',
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
    path: '/api/user/subscription',
    operationId: 'getMonthlyUsage',
    summary: 'Analyses used this month',
    tag: 'account',
    responses: {
      200: {
        description: 'Used against the limit; `limit` is null for premium (unlimited).',
        body: json('MonthlyUsage'),
      },
    },
  },
];
