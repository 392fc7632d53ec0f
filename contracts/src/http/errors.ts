import { z } from 'zod';

/**
 * What kind of failure an error is. The kind alone decides the HTTP status (`httpStatusOfKind`, the one
 * table of it); the code says which failure of that kind it is.
 */
export const errorKinds = [
  'invalid',
  'unauthenticated',
  'payment-failed',
  'quota-exceeded',
  'forbidden',
  'not-found',
  'conflict',
  'too-large',
  'unprocessable',
  'rate-limited',
  'internal',
  'upstream-failed',
  'unavailable',
  'timeout',
] as const;

export type ErrorKind = (typeof errorKinds)[number];

/** The one kind → HTTP status table, for the services, the gateway and this document alike. */
export const httpStatusOfKind = {
  invalid: 400,
  unauthenticated: 401,
  'payment-failed': 402,
  'quota-exceeded': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unprocessable: 422,
  'rate-limited': 429,
  internal: 500,
  'upstream-failed': 502,
  unavailable: 503,
  timeout: 504,
} as const satisfies Record<ErrorKind, number>;

interface ErrorCodeEntry {
  kind: ErrorKind;
  meaning: string;
}

/**
 * Every error code a service or the gateway answers with: its kind (hence its status) and what it means.
 * Clients decide on the code, never on the wording of the message.
 */
export const errorCatalog = {
  'REQUEST.INVALID': {
    kind: 'invalid',
    meaning: 'The body or query failed validation; `fields` says where.',
  },
  'REQUEST.MALFORMED': { kind: 'invalid', meaning: 'The body is not valid JSON.' },
  'REQUEST.REJECTED': {
    kind: 'invalid',
    meaning: 'The request was refused by the HTTP layer before any route.',
  },
  'REQUEST.MALFORMED_PATH': {
    kind: 'invalid',
    meaning: 'The path holds a malformed percent-encoding (e.g. %ff), so it names no resource.',
  },
  'REQUEST.TOO_LARGE': {
    kind: 'too-large',
    meaning: 'The body is over the limit (1 MB; 10 MB for a blood report).',
  },
  'REQUEST.CROSS_SITE': {
    kind: 'forbidden',
    meaning: "A state-changing request with the session cookie came from another site's page.",
  },
  'ROUTE.NOT_FOUND': { kind: 'not-found', meaning: 'No such endpoint.' },
  INTERNAL: {
    kind: 'internal',
    meaning: 'Something went wrong on our side; the details are logged, not shown.',
  },
  'UPSTREAM.FAILED': {
    kind: 'upstream-failed',
    meaning: 'The connection to the service failed mid-request.',
  },
  'UPSTREAM.UNAVAILABLE': { kind: 'unavailable', meaning: 'The service could not be reached.' },
  'UPSTREAM.TIMEOUT': { kind: 'timeout', meaning: 'The service did not answer in time.' },

  'AUTH.UNAUTHENTICATED': { kind: 'unauthenticated', meaning: 'No valid session: sign in first.' },
  'AUTH.INVALID_CREDENTIALS': { kind: 'unauthenticated', meaning: 'Wrong username or password.' },
  'AUTH.USERNAME_TAKEN': { kind: 'conflict', meaning: 'The username is already registered.' },
  'AUTH.EMAIL_TAKEN': { kind: 'conflict', meaning: 'The email is already registered.' },
  'AUTH.TOO_MANY_ATTEMPTS': {
    kind: 'rate-limited',
    meaning:
      'Too many failed sign-ins for this username from this address, or from this address overall; Retry-After says how long to wait.',
  },
  'AUTH.TOO_MANY_REGISTRATIONS': {
    kind: 'rate-limited',
    meaning:
      'Too many accounts created from this address within an hour; Retry-After says when to try again.',
  },
  'AUTH.BUSY': {
    kind: 'rate-limited',
    meaning:
      'Too many sign-ins or registrations waiting for password hashing; Retry-After says when to try again.',
  },
  'AUTH.GOOGLE_EMAIL_NOT_VERIFIED': {
    kind: 'forbidden',
    meaning: 'The Google account has no verified email address.',
  },
  'AUTH.GOOGLE_NOT_CONFIGURED': { kind: 'unavailable', meaning: 'Google sign-in is not configured.' },
  'SETTINGS.INVALID': { kind: 'invalid', meaning: 'The notification settings are not two booleans.' },
  'ACCOUNT.CONFIRMATION_MISMATCH': {
    kind: 'invalid',
    meaning: "The username typed to confirm the account's deletion is not the caller's.",
  },

  'CASE.INVALID': {
    kind: 'invalid',
    meaning: 'A case-form field is missing or too long; `fields` has one per field.',
  },
  'CASES.INVALID_PAGE': {
    kind: 'invalid',
    meaning: 'The page limit or cursor of the case list is not valid.',
  },
  'CASES.NOT_FOUND': { kind: 'not-found', meaning: "The case is not one of the caller's." },
  'QUOTA.MONTHLY_LIMIT_REACHED': {
    kind: 'quota-exceeded',
    meaning: "The month's free analyses are used up; the client offers the upgrade.",
  },
  'PRIVACY.IDENTIFIERS_FOUND': {
    kind: 'invalid',
    meaning:
      'A free-text field still holds a possible patient identifier that was neither removed nor dismissed; `identifiers` lists them.',
  },
  'FOLLOW_UP.INVALID': { kind: 'invalid', meaning: 'The follow-up or refinement request is not valid.' },
  'REFINE.RATE_LIMITED': {
    kind: 'rate-limited',
    meaning: 'Too many refinements in a short time; Retry-After says when to try again.',
  },
  'BLOOD_REPORT.NOT_MULTIPART': { kind: 'invalid', meaning: 'The upload is not multipart/form-data.' },
  'BLOOD_REPORT.NO_FILE': { kind: 'invalid', meaning: 'No file in the field `file`.' },
  'BLOOD_REPORT.TOO_MANY_FILES': { kind: 'invalid', meaning: 'More than one file in the request.' },
  'BLOOD_REPORT.MALFORMED_UPLOAD': { kind: 'invalid', meaning: 'The multipart body is not valid.' },
  'BLOOD_REPORT.NOT_PDF': { kind: 'invalid', meaning: 'The file is not a PDF.' },
  'BLOOD_REPORT.TOO_LARGE': { kind: 'too-large', meaning: 'The file is over 10 MB.' },
  'BLOOD_REPORT.NO_LAB_VALUES': { kind: 'unprocessable', meaning: 'The PDF was read but has no lab values.' },
  'BLOOD_REPORT.NO_TEXT': { kind: 'unprocessable', meaning: 'The PDF has no readable text.' },
  'BLOOD_REPORT.TOO_MANY_PAGES': { kind: 'unprocessable', meaning: 'The PDF has more than 50 pages.' },
  'BLOOD_REPORT.TIMED_OUT': { kind: 'unprocessable', meaning: 'The PDF could not be read in time.' },
  'BLOOD_REPORT.TOO_COMPLEX': { kind: 'unprocessable', meaning: 'The PDF is too complex to read safely.' },
  'BLOOD_REPORT.DAMAGED': { kind: 'unprocessable', meaning: 'The PDF is damaged or incomplete.' },
  'BLOOD_REPORT.BUSY': {
    kind: 'unavailable',
    meaning: 'Many reports are being read right now; Retry-After says when to try again.',
  },
  'BLOOD_REPORT.TOO_MANY_IN_FLIGHT': {
    kind: 'rate-limited',
    meaning:
      'The caller already has 2 blood reports being read; Retry-After says when to send this one again.',
  },

  'PRACTICE.INVALID': {
    kind: 'invalid',
    meaning: 'A training-mode request or query is not valid; `fields` says where.',
  },
  'PRACTICE.NOT_FOUND': {
    kind: 'not-found',
    meaning: "The attempt or case is not the caller's (nor of a case set the caller joined).",
  },
  'PRACTICE.NO_CASE_LEFT': {
    kind: 'not-found',
    meaning: 'There is no case to practise on from that source.',
  },
  'PRACTICE.SET_NOT_FOUND': {
    kind: 'not-found',
    meaning: "No case set with that code, or the case set is not the caller's.",
  },
  'PRACTICE.SET_CASE_LIMIT': {
    kind: 'forbidden',
    meaning: 'Case sets with more than 10 cases are a Premium feature (Premium: up to 100).',
  },
  'PRACTICE.SET_TRAINEE_LIMIT': {
    kind: 'forbidden',
    meaning: "The case set is full: 5 trainees on the educator's Free plan, 500 on Premium.",
  },

  'BILLING.ALREADY_PREMIUM': {
    kind: 'conflict',
    meaning: 'The caller already has an active premium subscription.',
  },
  'BILLING.CHECKOUT_FAILED': {
    kind: 'upstream-failed',
    meaning: 'The payment provider did not create the checkout.',
  },
  'BILLING.SESSION_NOT_FOUND': { kind: 'not-found', meaning: 'No such checkout session.' },
  'BILLING.SESSION_FORBIDDEN': {
    kind: 'forbidden',
    meaning: 'The checkout session belongs to another account.',
  },
  'BILLING.CHECKOUT_NOT_COMPLETED': { kind: 'conflict', meaning: 'The checkout has not been completed.' },
  'BILLING.PAYMENT_FAILED': { kind: 'payment-failed', meaning: 'The payment for the checkout failed.' },
  'BILLING.ACTIVATION_FAILED': {
    kind: 'upstream-failed',
    meaning: 'The payment provider could not be asked.',
  },
  'BILLING.NO_ACTIVE_SUBSCRIPTION': {
    kind: 'not-found',
    meaning: 'There is no active subscription to cancel.',
  },
  'BILLING.CANCEL_FAILED': { kind: 'upstream-failed', meaning: 'The payment provider did not cancel.' },
  'BILLING.NOTHING_TO_RESUME': {
    kind: 'not-found',
    meaning: 'There is no paid period still running whose renewal could be turned back on.',
  },
  'BILLING.RESUME_FAILED': {
    kind: 'upstream-failed',
    meaning: 'The payment provider did not turn the renewal back on.',
  },
  'BILLING.WEBHOOKS_DISABLED': { kind: 'not-found', meaning: 'Stripe webhooks are not configured.' },
  'BILLING.INVALID_SIGNATURE': { kind: 'invalid', meaning: 'The Stripe webhook signature is not valid.' },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCatalog, code);
}

/** The HTTP status an error code is answered with. */
export function httpStatusOfCode(code: ErrorCode): number {
  return httpStatusOfKind[errorCatalog[code].kind];
}

/** The message of a refused request whose schema names no more precise one. */
export const invalidRequestMessage = 'The request is not valid';

/** The JSON body of every error a service or the gateway answers with. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'One of the documented error codes; clients decide on it.' }),
      message: z.string().meta({ description: 'For the user, safe to show as it is.' }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'Field → message, for a request that failed validation.' }),
    }),
    requestId: z.string().optional(),
  })
  .meta({ description: 'An error: `{ error: { code, message, fields? }, requestId? }`.' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The body of a failed login, registration or logout, and of Google sign-in when it is not configured:
 * text/plain, shown to the user as it is (spec §5).
 */
export const plainTextErrorSchema = z.string().meta({
  description: 'A message for the user, as plain text.',
  examples: ['Invalid username or password'],
});
