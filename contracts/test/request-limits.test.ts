import type { z } from 'zod';
import {
  activationLimits,
  activationRequestSchema,
  buildOpenApiDocument,
  caseFormLimits,
  caseFormRequestSchema,
  caseListLimits,
  caseListQuerySchema,
  followUpLimits,
  followUpRequestSchema,
  invalidCasePageMessage,
  isReference,
  refineRequestSchema,
  credentialLimits,
  credentialMessageOf,
  credentialMessages,
  invalidRequestMessage,
  loginRequestSchema,
  registerRequestSchema,
} from '../src';
import { validateAgainst, validateAgainstSchema } from './support/json-schema-validator';

/**
 * Each limit a service enforces on a request, checked on both sides of it: a request at the limit is
 * accepted by the service's schema and valid by the OpenAPI document; one step past it, the service
 * refuses it with its message and the document calls it invalid too.
 */
const document = buildOpenApiDocument();

/** How the document judges a request: a body by its component schema, a query by its parameters. */
type DocumentCheck = (value: unknown) => string[];

const body =
  (component: string): DocumentCheck =>
  (value) =>
    validateAgainst(document, component, value);

/** The query string's values, checked against each query parameter the operation declares. */
const query =
  (path: string, method: 'get'): DocumentCheck =>
  (value) => {
    const parameters = document.paths[path]?.[method]?.parameters ?? [];
    const values = value as Record<string, unknown>;
    return parameters
      .filter((parameter) => !isReference(parameter) && parameter.in === 'query')
      .flatMap((parameter) => {
        if (isReference(parameter) || !parameter.schema) return [];
        if (!(parameter.name in values)) return parameter.required ? [`${parameter.name}: required`] : [];
        return validateAgainstSchema(document, parameter.schema, values[parameter.name]);
      });
  };

interface LimitCase {
  limit: string;
  document: DocumentCheck;
  schema: z.ZodType;
  atLimit: unknown;
  beyond: unknown;
  /** The message the service answers for `beyond`, from the issues' messages. */
  message: string;
  messageOf?: (messages: readonly string[]) => string;
}

function expectBothSidesOfTheLimit({
  document: judge,
  schema,
  atLimit,
  beyond,
  message,
  messageOf,
}: LimitCase) {
  expect(schema.safeParse(atLimit).error?.issues).toBeUndefined();
  expect(judge(atLimit)).toEqual([]);
  const refused = schema.safeParse(beyond);
  expect(refused.success).toBe(false);
  const messages = refused.error?.issues.map((issue) => issue.message) ?? [];
  expect(messageOf ? messageOf(messages) : messages[0]).toBe(message);
  expect(judge(beyond)).not.toEqual([]);
}

const registration = { username: 'dr.ada', password: 'secret1', email: 'ada@example.org' };
const login = { username: 'dr.ada', password: 'secret1' };
const credentials = { messageOf: credentialMessageOf };
const {
  usernameMinLength,
  usernameMaxLength,
  passwordMinLength,
  passwordMaxLength,
  emailMaxLength,
  loginUsernameMaxLength,
} = credentialLimits;
const emailOfLength = (length: number) => `${'a'.repeat(length - '@b.co'.length)}@b.co`;

const credentialCases: LimitCase[] = [
  {
    limit: `a new username has at least ${usernameMinLength} characters`,
    document: body('RegisterRequest'),
    schema: registerRequestSchema,
    atLimit: { ...registration, username: 'a'.repeat(usernameMinLength) },
    beyond: { ...registration, username: 'a'.repeat(usernameMinLength - 1) },
    message: credentialMessages.invalidUsername,
    ...credentials,
  },
  {
    limit: `a new username has at most ${usernameMaxLength} characters`,
    document: body('RegisterRequest'),
    schema: registerRequestSchema,
    atLimit: { ...registration, username: 'a'.repeat(usernameMaxLength) },
    beyond: { ...registration, username: 'a'.repeat(usernameMaxLength + 1) },
    message: credentialMessages.invalidUsername,
    ...credentials,
  },
  {
    limit: 'a new username has only letters, digits, dots, underscores or hyphens',
    document: body('RegisterRequest'),
    schema: registerRequestSchema,
    atLimit: { ...registration, username: 'Dr.Ada_Lovelace-1' },
    beyond: { ...registration, username: 'dr ada' },
    message: credentialMessages.invalidUsername,
    ...credentials,
  },
  {
    limit: `a new password has at least ${passwordMinLength} characters`,
    document: body('RegisterRequest'),
    schema: registerRequestSchema,
    atLimit: { ...registration, password: 'x'.repeat(passwordMinLength) },
    beyond: { ...registration, password: 'x'.repeat(passwordMinLength - 1) },
    message: credentialMessages.passwordTooShort,
    ...credentials,
  },
  {
    limit: `a new password has at most ${passwordMaxLength} characters`,
    document: body('RegisterRequest'),
    schema: registerRequestSchema,
    atLimit: { ...registration, password: 'x'.repeat(passwordMaxLength) },
    beyond: { ...registration, password: 'x'.repeat(passwordMaxLength + 1) },
    message: credentialMessages.passwordTooLong,
    ...credentials,
  },
  {
    limit: `an email has at most ${emailMaxLength} characters`,
    document: body('RegisterRequest'),
    schema: registerRequestSchema,
    atLimit: { ...registration, email: emailOfLength(emailMaxLength) },
    beyond: { ...registration, email: emailOfLength(emailMaxLength + 1) },
    message: credentialMessages.invalidEmail,
    ...credentials,
  },
  {
    limit: 'an email is text@text.text without spaces',
    document: body('RegisterRequest'),
    schema: registerRequestSchema,
    atLimit: { ...registration, email: 'a@b.co' },
    beyond: { ...registration, email: 'a b@c.co' },
    message: credentialMessages.invalidEmail,
    ...credentials,
  },
  {
    limit: 'sign-up has no other field',
    document: body('RegisterRequest'),
    schema: registerRequestSchema,
    atLimit: registration,
    beyond: { ...registration, isAdmin: true },
    message: credentialMessages.invalidRequest,
    ...credentials,
  },
  {
    limit: 'sign-up needs every field',
    document: body('RegisterRequest'),
    schema: registerRequestSchema,
    atLimit: registration,
    beyond: { username: registration.username, password: registration.password },
    message: credentialMessages.fillInAllFields,
    ...credentials,
  },
  {
    limit: `a sign-in username has at most ${loginUsernameMaxLength} characters`,
    document: body('LoginRequest'),
    schema: loginRequestSchema,
    atLimit: { ...login, username: 'a'.repeat(loginUsernameMaxLength) },
    beyond: { ...login, username: 'a'.repeat(loginUsernameMaxLength + 1) },
    message: credentialMessages.credentialsTooLong,
    ...credentials,
  },
  {
    limit: `a sign-in password has at most ${passwordMaxLength} characters`,
    document: body('LoginRequest'),
    schema: loginRequestSchema,
    atLimit: { ...login, password: 'x'.repeat(passwordMaxLength) },
    beyond: { ...login, password: 'x'.repeat(passwordMaxLength + 1) },
    message: credentialMessages.credentialsTooLong,
    ...credentials,
  },
  {
    limit: 'sign-in needs a username and a password',
    document: body('LoginRequest'),
    schema: loginRequestSchema,
    atLimit: login,
    beyond: { ...login, password: '' },
    message: credentialMessages.fillInAllFields,
    ...credentials,
  },
];

describe('the limits svc-auth enforces, as the OpenAPI document states them', () => {
  it.each(credentialCases.map((limitCase) => [limitCase.limit, limitCase] as const))(
    'when %s, then a request at the limit is accepted by both and one past it refused by both',
    (_limit, limitCase) => expectBothSidesOfTheLimit(limitCase),
  );

  it('when several rules fail at once, then the message is the one the sign-up form would show first', () => {
    const refused = registerRequestSchema.safeParse({ username: '', password: '1', email: 'nope' });
    const messages = refused.error?.issues.map((issue) => issue.message) ?? [];
    expect(credentialMessageOf(messages)).toBe(credentialMessages.fillInAllFields);
  });
});

const { sessionIdMaxLength } = activationLimits;

const billingCases: LimitCase[] = [
  {
    limit: 'an activation names its checkout session',
    document: body('ActivationRequest'),
    schema: activationRequestSchema,
    atLimit: { sessionId: 'c' },
    beyond: { sessionId: '' },
    message: invalidRequestMessage,
  },
  {
    limit: `a checkout session id has at most ${sessionIdMaxLength} characters`,
    document: body('ActivationRequest'),
    schema: activationRequestSchema,
    atLimit: { sessionId: 'c'.repeat(sessionIdMaxLength) },
    beyond: { sessionId: 'c'.repeat(sessionIdMaxLength + 1) },
    message: invalidRequestMessage,
  },
];

describe('the limits svc-billing enforces, as the OpenAPI document states them', () => {
  it.each(billingCases.map((limitCase) => [limitCase.limit, limitCase] as const))(
    'when %s, then a request at the limit is accepted by both and one past it refused by both',
    (_limit, limitCase) => expectBothSidesOfTheLimit(limitCase),
  );
});

const { analysis, caseId, questionId, answer, answers } = followUpLimits;
const thousands = (limit: number) => limit.toLocaleString('en');
const byCase = { caseId: 'c0a80101-7f3e-4b1a-9e2f-3c4d5e6f7a8b' };
const answersOf = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`q${index}`, `Q: question ${index}?\nA: yes`]),
  );

const followUpCases: LimitCase[] = [
  {
    limit: 'a follow-up request names its case by caseId or by the analysis text',
    document: body('FollowUpRequest'),
    schema: followUpRequestSchema,
    atLimit: { analysis: 'EMERGENCY (ESI 2)' },
    beyond: { analysis: '  ' },
    message: 'caseId or analysis is required',
  },
  {
    limit: `a caseId has at most ${caseId} characters`,
    document: body('FollowUpRequest'),
    schema: followUpRequestSchema,
    atLimit: { caseId: 'c'.repeat(caseId) },
    beyond: { caseId: 'c'.repeat(caseId + 1) },
    message: 'Too big: expected string to have <=100 characters',
  },
  {
    limit: `the analysis text has at most ${thousands(analysis)} characters`,
    document: body('FollowUpRequest'),
    schema: followUpRequestSchema,
    atLimit: { analysis: 'x'.repeat(analysis) },
    beyond: { analysis: 'x'.repeat(analysis + 1) },
    message: `analysis must be at most ${thousands(analysis)} characters`,
  },
  {
    limit: 'a refinement names its case by caseId or by the analysis text',
    document: body('RefineRequest'),
    schema: refineRequestSchema,
    atLimit: { ...byCase, followUpResponses: {} },
    beyond: { followUpResponses: {} },
    message: 'caseId or analysis is required',
  },
  {
    limit: `a refinement's analysis text has at most ${thousands(analysis)} characters`,
    document: body('RefineRequest'),
    schema: refineRequestSchema,
    atLimit: { analysis: 'x'.repeat(analysis), followUpResponses: {} },
    beyond: { analysis: 'x'.repeat(analysis + 1), followUpResponses: {} },
    message: `analysis must be at most ${thousands(analysis)} characters`,
  },
  {
    limit: `a refinement has at most ${answers} answers`,
    document: body('RefineRequest'),
    schema: refineRequestSchema,
    atLimit: { ...byCase, followUpResponses: answersOf(answers) },
    beyond: { ...byCase, followUpResponses: answersOf(answers + 1) },
    message: `at most ${answers} answers`,
  },
  {
    limit: `a question id has at most ${questionId} characters`,
    document: body('RefineRequest'),
    schema: refineRequestSchema,
    atLimit: { ...byCase, followUpResponses: { ['q'.repeat(questionId)]: 'Q: ?\nA: yes' } },
    beyond: { ...byCase, followUpResponses: { ['q'.repeat(questionId + 1)]: 'Q: ?\nA: yes' } },
    message: 'followUpResponses must be an object of question id to answer text',
  },
  {
    limit: `an answer has at most ${thousands(answer)} characters`,
    document: body('RefineRequest'),
    schema: refineRequestSchema,
    atLimit: { ...byCase, followUpResponses: { q1: 'a'.repeat(answer) } },
    beyond: { ...byCase, followUpResponses: { q1: 'a'.repeat(answer + 1) } },
    message: `each answer must be at most ${thousands(answer)} characters`,
  },
  {
    limit: 'a refinement sends its answers',
    document: body('RefineRequest'),
    schema: refineRequestSchema,
    atLimit: { ...byCase, followUpResponses: {} },
    beyond: byCase,
    message: 'followUpResponses must be an object of question id to answer text',
  },
];

const casePages = query('/api/cases', 'get');

const caseListCases: LimitCase[] = [
  {
    limit: 'a page has at least one case',
    document: casePages,
    schema: caseListQuerySchema,
    atLimit: { limit: 1 },
    beyond: { limit: 0 },
    message: invalidCasePageMessage,
  },
  {
    limit: `a page has at most ${caseListLimits.pageSize} cases`,
    document: casePages,
    schema: caseListQuerySchema,
    atLimit: { limit: caseListLimits.pageSize },
    beyond: { limit: caseListLimits.pageSize + 1 },
    message: invalidCasePageMessage,
  },
  {
    limit: 'a page size is a whole number',
    document: casePages,
    schema: caseListQuerySchema,
    atLimit: { limit: 2 },
    beyond: { limit: 2.5 },
    message: invalidCasePageMessage,
  },
  {
    limit: `a cursor has at most ${caseListLimits.cursor} characters`,
    document: casePages,
    schema: caseListQuerySchema,
    atLimit: { cursor: 'c'.repeat(caseListLimits.cursor) },
    beyond: { cursor: 'c'.repeat(caseListLimits.cursor + 1) },
    message: invalidCasePageMessage,
  },
];

const caseForm = {
  patientAge: '58',
  gender: 'male',
  chiefComplaint: 'Chest pain',
  symptoms: 'Crushing central chest pain for 40 minutes, sweating',
  vitals: 'BP 150/95, HR 110, SpO2 95%',
};

/** The patient age is read as an age, so its longest is one a clinician could write. */
const longestPatientAge = '1 year, 2 months, 3 weeks and 4 days old';

const caseFormCases: LimitCase[] = Object.entries(caseFormLimits).map(([field, limit]) => ({
  limit: `the case form's ${field} has at most ${limit} characters`,
  document: body('CaseFormRequest'),
  schema: caseFormRequestSchema,
  atLimit: { ...caseForm, [field]: field === 'patientAge' ? longestPatientAge : 'x'.repeat(limit) },
  beyond: { ...caseForm, [field]: 'x'.repeat(limit + 1) },
  message: `Please keep this under ${limit.toLocaleString('en')} characters`,
}));

describe('the limits svc-triage enforces on the case form, follow-up questions, refinements and the case list', () => {
  it.each(
    [...caseFormCases, ...followUpCases, ...caseListCases].map(
      (limitCase) => [limitCase.limit, limitCase] as const,
    ),
  )(
    'when %s, then a request at the limit is accepted by both and one past it refused by both',
    (_limit, limitCase) => expectBothSidesOfTheLimit(limitCase),
  );

  it('when the query string carries the page size as text, then the service reads it as the number', () => {
    expect(caseListQuerySchema.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(caseListQuerySchema.parse({})).toEqual({ limit: caseListLimits.defaultPageSize });
    expect(caseListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
