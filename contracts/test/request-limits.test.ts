import type { z } from 'zod';
import {
  activationLimits,
  activationRequestSchema,
  buildOpenApiDocument,
  credentialLimits,
  credentialMessageOf,
  credentialMessages,
  invalidRequestMessage,
  loginRequestSchema,
  registerRequestSchema,
} from '../src';
import { validateAgainst } from './support/json-schema-validator';

/**
 * Each limit a service enforces on a request, checked on both sides of it: a request at the limit is
 * accepted by the service's schema and valid by the OpenAPI document; one step past it, the service
 * refuses it with its message and the document calls it invalid too.
 */
const document = buildOpenApiDocument();

interface LimitCase {
  limit: string;
  component: string;
  schema: z.ZodType;
  atLimit: unknown;
  beyond: unknown;
  /** The message the service answers for `beyond`, from the issues' messages. */
  message: string;
  messageOf?: (messages: readonly string[]) => string;
}

function expectBothSidesOfTheLimit({ component, schema, atLimit, beyond, message, messageOf }: LimitCase) {
  expect(schema.safeParse(atLimit).error?.issues).toBeUndefined();
  expect(validateAgainst(document, component, atLimit)).toEqual([]);
  const refused = schema.safeParse(beyond);
  expect(refused.success).toBe(false);
  const messages = refused.error?.issues.map((issue) => issue.message) ?? [];
  expect(messageOf ? messageOf(messages) : messages[0]).toBe(message);
  expect(validateAgainst(document, component, beyond)).not.toEqual([]);
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
    component: 'RegisterRequest',
    schema: registerRequestSchema,
    atLimit: { ...registration, username: 'a'.repeat(usernameMinLength) },
    beyond: { ...registration, username: 'a'.repeat(usernameMinLength - 1) },
    message: credentialMessages.invalidUsername,
    ...credentials,
  },
  {
    limit: `a new username has at most ${usernameMaxLength} characters`,
    component: 'RegisterRequest',
    schema: registerRequestSchema,
    atLimit: { ...registration, username: 'a'.repeat(usernameMaxLength) },
    beyond: { ...registration, username: 'a'.repeat(usernameMaxLength + 1) },
    message: credentialMessages.invalidUsername,
    ...credentials,
  },
  {
    limit: 'a new username has only letters, digits, dots, underscores or hyphens',
    component: 'RegisterRequest',
    schema: registerRequestSchema,
    atLimit: { ...registration, username: 'Dr.Ada_Lovelace-1' },
    beyond: { ...registration, username: 'dr ada' },
    message: credentialMessages.invalidUsername,
    ...credentials,
  },
  {
    limit: `a new password has at least ${passwordMinLength} characters`,
    component: 'RegisterRequest',
    schema: registerRequestSchema,
    atLimit: { ...registration, password: 'x'.repeat(passwordMinLength) },
    beyond: { ...registration, password: 'x'.repeat(passwordMinLength - 1) },
    message: credentialMessages.passwordTooShort,
    ...credentials,
  },
  {
    limit: `a new password has at most ${passwordMaxLength} characters`,
    component: 'RegisterRequest',
    schema: registerRequestSchema,
    atLimit: { ...registration, password: 'x'.repeat(passwordMaxLength) },
    beyond: { ...registration, password: 'x'.repeat(passwordMaxLength + 1) },
    message: credentialMessages.passwordTooLong,
    ...credentials,
  },
  {
    limit: `an email has at most ${emailMaxLength} characters`,
    component: 'RegisterRequest',
    schema: registerRequestSchema,
    atLimit: { ...registration, email: emailOfLength(emailMaxLength) },
    beyond: { ...registration, email: emailOfLength(emailMaxLength + 1) },
    message: credentialMessages.invalidEmail,
    ...credentials,
  },
  {
    limit: 'an email is text@text.text without spaces',
    component: 'RegisterRequest',
    schema: registerRequestSchema,
    atLimit: { ...registration, email: 'a@b.co' },
    beyond: { ...registration, email: 'a b@c.co' },
    message: credentialMessages.invalidEmail,
    ...credentials,
  },
  {
    limit: 'sign-up has no other field',
    component: 'RegisterRequest',
    schema: registerRequestSchema,
    atLimit: registration,
    beyond: { ...registration, isAdmin: true },
    message: credentialMessages.invalidRequest,
    ...credentials,
  },
  {
    limit: 'sign-up needs every field',
    component: 'RegisterRequest',
    schema: registerRequestSchema,
    atLimit: registration,
    beyond: { username: registration.username, password: registration.password },
    message: credentialMessages.fillInAllFields,
    ...credentials,
  },
  {
    limit: `a sign-in username has at most ${loginUsernameMaxLength} characters`,
    component: 'LoginRequest',
    schema: loginRequestSchema,
    atLimit: { ...login, username: 'a'.repeat(loginUsernameMaxLength) },
    beyond: { ...login, username: 'a'.repeat(loginUsernameMaxLength + 1) },
    message: credentialMessages.credentialsTooLong,
    ...credentials,
  },
  {
    limit: `a sign-in password has at most ${passwordMaxLength} characters`,
    component: 'LoginRequest',
    schema: loginRequestSchema,
    atLimit: { ...login, password: 'x'.repeat(passwordMaxLength) },
    beyond: { ...login, password: 'x'.repeat(passwordMaxLength + 1) },
    message: credentialMessages.credentialsTooLong,
    ...credentials,
  },
  {
    limit: 'sign-in needs a username and a password',
    component: 'LoginRequest',
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
    component: 'ActivationRequest',
    schema: activationRequestSchema,
    atLimit: { sessionId: 'c' },
    beyond: { sessionId: '' },
    message: invalidRequestMessage,
  },
  {
    limit: `a checkout session id has at most ${sessionIdMaxLength} characters`,
    component: 'ActivationRequest',
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
