import { z } from 'zod';
import { practiceSourceSchema } from '../../http/practice';
import { presentationGroupSchema } from '../../practice/teaching-case';
import type { ErrorCode } from '../../http/errors';
import { apiPaths } from '../api-paths';
import {
  csv,
  json,
  jsonError,
  type OperationSpec,
  type ParameterSpec,
  type ResponseSpec,
} from '../operation-spec';

const invalid = (what: string): ResponseSpec =>
  jsonError(`${what} (code PRACTICE.INVALID, with \`fields\`).`, ['PRACTICE.INVALID']);

const setNotFound = jsonError(
  "The case set is not one of the caller's (code PRACTICE.SET_NOT_FOUND); another user's set answers the same.",
  ['PRACTICE.SET_NOT_FOUND'],
);

const setIdParameter: ParameterSpec = {
  name: 'setId',
  in: 'path',
  required: true,
  description: "The id of one of the caller's case sets.",
  schema: z.string(),
};

const groupParameter: ParameterSpec = {
  name: 'group',
  in: 'query',
  required: false,
  description: 'Only cases of this presentation group.',
  schema: presentationGroupSchema,
};

/** Every practice endpoint is svc-triage's, quick, signed in only. */
const practice = (operation: Omit<OperationSpec, 'upstream' | 'timeout' | 'tag'>): OperationSpec => ({
  upstream: 'triage',
  timeout: 'quick',
  tag: 'practice',
  ...operation,
});

const codes = (...list: ErrorCode[]) => list;

/** svc-triage, training mode (issue 17): practice, progress and educators' case sets. */
export const practiceOperations: OperationSpec[] = [
  practice({
    method: 'get',
    path: apiPaths.practiceRedFlags,
    operationId: 'listPracticeRedFlags',
    summary: "The guideline engine's red flags, for the practice picker",
    responses: { 200: { description: 'Every red flag: id, name, group.', body: json('PracticeRedFlags') } },
  }),
  practice({
    method: 'get',
    path: apiPaths.practiceBank,
    operationId: 'listTeachingBank',
    summary: "The teaching bank's cases with their expected levels, for educators choosing cases",
    parameters: [groupParameter],
    responses: {
      200: { description: 'The cases (id, title, group, expected ESI).', body: json('PracticeBank') },
      400: invalid('`group` is not a presentation group'),
    },
  }),
  practice({
    method: 'get',
    path: apiPaths.practiceNext,
    operationId: 'nextPracticeCase',
    summary: 'The next case to practise on',
    description:
      "Cases the caller has not attempted come first: from the bank at random; from the caller's own cases newest first (their stored level is not shown); from a joined set in the set's order. Never the answer.",
    parameters: [
      {
        name: 'source',
        in: 'query',
        required: true,
        description: 'bank, mine (the caller’s stored cases) or set.',
        schema: practiceSourceSchema,
      },
      groupParameter,
      {
        name: 'setId',
        in: 'query',
        required: false,
        description: 'The joined case set (required with source=set).',
        schema: z.string(),
      },
    ],
    responses: {
      200: { description: 'The case as a triage nurse meets it.', body: json('NextPracticeCase') },
      400: invalid('`source`, `group` or `setId` is not valid'),
      404: jsonError(
        'No case from that source (code PRACTICE.NO_CASE_LEFT), or the set is not one the caller joined (PRACTICE.SET_NOT_FOUND).',
        codes('PRACTICE.NO_CASE_LEFT', 'PRACTICE.SET_NOT_FOUND'),
      ),
    },
  }),
  practice({
    method: 'post',
    path: apiPaths.practiceAttempts,
    operationId: 'commitPracticeAttempt',
    summary: 'Commit a triage on a practice case and get the comparison',
    description:
      "Stores the attempt and compares it with the case's reference level and red flags and with MANAN's guideline engine run on the case (never an AI provider). Attempts do not count against the monthly analysis limit.",
    requestBody: { body: json('PracticeAttemptRequest'), required: true },
    responses: {
      201: { description: 'The attempt and its comparison.', body: json('PracticeAttemptResponse') },
      400: invalid('A field is missing or out of range'),
      404: jsonError(
        "The case is not in the bank, not one of the caller's cases, or not in a set the caller joined (code PRACTICE.NOT_FOUND).",
        codes('PRACTICE.NOT_FOUND'),
      ),
    },
  }),
  practice({
    method: 'get',
    path: apiPaths.practiceAttempt,
    operationId: 'getPracticeAttempt',
    summary: 'One of the caller’s attempts, with its comparison',
    parameters: [
      {
        name: 'attemptId',
        in: 'path',
        required: true,
        description: "The id of one of the caller's attempts.",
        schema: z.string(),
      },
    ],
    responses: {
      200: { description: 'The attempt and its comparison.', body: json('PracticeAttemptResponse') },
      404: jsonError(
        "Not one of the caller's attempts (code PRACTICE.NOT_FOUND).",
        codes('PRACTICE.NOT_FOUND'),
      ),
    },
  }),
  practice({
    method: 'get',
    path: apiPaths.practiceProgress,
    operationId: 'getPracticeProgress',
    summary: "The caller's training progress",
    responses: {
      200: {
        description: 'Rates, by level and group, the last 20 attempts, the streak (UTC days), daily counts.',
        body: json('PracticeProgress'),
      },
    },
  }),
  practice({
    method: 'post',
    path: apiPaths.caseSets,
    operationId: 'createCaseSet',
    summary: 'Create a case set to share with trainees',
    description:
      'Bank cases and/or written cases. Written patient text goes through the identifier guard as a case analysis does. Free plan: up to 10 cases; Premium: up to 100.',
    requestBody: { body: json('CreateCaseSetRequest'), required: true },
    responses: {
      201: { description: 'The new set with its share code.', body: json('CaseSetResponse') },
      400: {
        description:
          'A field is missing or out of range, or a bank id is unknown (code PRACTICE.INVALID, with `fields`), or a written case holds a possible patient identifier (code PRIVACY.IDENTIFIERS_FOUND, with `identifiers`).',
        codes: codes('PRACTICE.INVALID', 'PRIVACY.IDENTIFIERS_FOUND'),
        body: json('GuardedRequestError'),
      },
      403: jsonError(
        'More than 10 cases on the Free plan (code PRACTICE.SET_CASE_LIMIT).',
        codes('PRACTICE.SET_CASE_LIMIT'),
      ),
    },
  }),
  practice({
    method: 'get',
    path: apiPaths.caseSets,
    operationId: 'listCaseSets',
    summary: "The caller's own case sets, newest first",
    responses: { 200: { description: 'The sets.', body: json('CaseSetList') } },
  }),
  practice({
    method: 'get',
    path: apiPaths.caseSet,
    operationId: 'getCaseSet',
    summary: 'One of the caller’s case sets, with its cases and answers',
    parameters: [setIdParameter],
    responses: {
      200: { description: 'The set and its cases.', body: json('CaseSetDetail') },
      404: setNotFound,
    },
  }),
  practice({
    method: 'delete',
    path: apiPaths.caseSet,
    operationId: 'deleteCaseSet',
    summary: 'Delete one of the caller’s case sets, its memberships and the attempts made in it',
    parameters: [setIdParameter],
    responses: { 204: { description: 'Deleted.' }, 404: setNotFound },
  }),
  practice({
    method: 'get',
    path: apiPaths.caseSetResults,
    operationId: 'getCaseSetResults',
    summary: 'The results of one of the caller’s case sets',
    description: "Each trainee's first attempt per case counts. Only attempts made in the set are shown.",
    parameters: [setIdParameter],
    responses: {
      200: { description: 'Per trainee, per case, most missed red flags.', body: json('CaseSetResults') },
      404: setNotFound,
    },
  }),
  practice({
    method: 'get',
    path: apiPaths.caseSetResultsCsv,
    operationId: 'downloadCaseSetResults',
    summary: 'The results of one of the caller’s case sets as CSV',
    parameters: [setIdParameter],
    responses: {
      200: {
        description:
          'An attachment `manan-case-set-<code>.csv`: one row per trainee per case attempted (RFC 4180).',
        body: csv('CaseSetResultsCsv'),
      },
      404: setNotFound,
    },
  }),
  practice({
    method: 'post',
    path: apiPaths.caseSetJoins,
    operationId: 'joinCaseSet',
    summary: 'Join a case set with its share code',
    description:
      'The code is accepted in any case, with or without its hyphen. Joining twice changes nothing; joining one’s own set is allowed.',
    requestBody: { body: json('JoinCaseSetRequest'), required: true },
    responses: {
      200: { description: 'The set joined.', body: json('JoinCaseSetResponse') },
      400: invalid('`code` is missing'),
      403: jsonError(
        "The set is full (code PRACTICE.SET_TRAINEE_LIMIT): 5 trainees on the educator's Free plan, 500 on Premium.",
        codes('PRACTICE.SET_TRAINEE_LIMIT'),
      ),
      404: jsonError(
        'No case set has that code (code PRACTICE.SET_NOT_FOUND).',
        codes('PRACTICE.SET_NOT_FOUND'),
      ),
    },
  }),
  practice({
    method: 'get',
    path: apiPaths.joinedCaseSets,
    operationId: 'listJoinedCaseSets',
    summary: 'The case sets the caller joined',
    responses: {
      200: { description: 'The sets, with the caller’s progress in each.', body: json('JoinedCaseSets') },
    },
  }),
];
