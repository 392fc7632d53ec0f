import { z } from 'zod';
import { json, jsonError, textError, type HeaderSpec, type OperationSpec } from '../operation-spec';
import { apiPaths } from '../api-paths';

const setsSessionCookie: Record<string, HeaderSpec> = {
  'Set-Cookie': {
    description:
      'The session cookie `manan_session` (HttpOnly, SameSite=Lax; Secure except on plain-http localhost).',
    schema: z.string(),
  },
};

const redirect = (description: string, headers: Record<string, HeaderSpec> = {}) => ({
  description,
  headers: { Location: { description: 'Where the browser goes next.', schema: z.string() }, ...headers },
});

const retryAfter = (description: string): Record<string, HeaderSpec> => ({
  'Retry-After': { description, schema: z.string() },
});

const googleNotConfigured = textError('Google sign-in is not configured on this server (plain text).', [
  'AUTH.GOOGLE_NOT_CONFIGURED',
]);

/**
 * svc-auth (spec §7): sign-in and sign-up answer their failures in plain text for the dialog to show; the
 * caller's notification settings.
 */
export const authOperations: OperationSpec[] = [
  {
    method: 'get',
    path: apiPaths.authStatus,
    upstream: 'auth',
    timeout: 'quick',
    operationId: 'getAuthStatus',
    summary: 'Who is signed in',
    description:
      'Never an error for a missing, expired, revoked or malformed cookie: it answers `authenticated: false`. A live session older than an hour is renewed (a new cookie).',
    tag: 'auth',
    public: true,
    responses: {
      200: {
        description: 'The session, if any, and the sign-in providers available.',
        body: json('AuthStatus'),
        headers: setsSessionCookie,
      },
    },
  },
  {
    method: 'post',
    path: apiPaths.login,
    upstream: 'auth',
    timeout: 'quick',
    operationId: 'login',
    summary: 'Sign in with username and password',
    tag: 'auth',
    public: true,
    requestBody: { body: json('LoginRequest'), required: true },
    responses: {
      200: {
        description: 'Signed in: the user, and the session cookie.',
        body: json('PublicUser'),
        headers: setsSessionCookie,
      },
      400: textError("A field is missing or too long, e.g. 'Please fill in all fields'.", [
        'REQUEST.INVALID',
      ]),
      401: textError("'Invalid username or password'.", ['AUTH.INVALID_CREDENTIALS']),
      429: {
        ...textError(
          'Too many failed attempts for this username from this address, or from this address overall; or the password hasher is busy. Wait Retry-After seconds.',
          ['AUTH.TOO_MANY_ATTEMPTS', 'AUTH.BUSY'],
        ),
        headers: retryAfter('Seconds until sign-in is allowed again.'),
      },
    },
  },
  {
    method: 'post',
    path: apiPaths.register,
    upstream: 'auth',
    timeout: 'quick',
    operationId: 'register',
    summary: 'Create an account and sign in',
    tag: 'auth',
    public: true,
    requestBody: { body: json('RegisterRequest'), required: true },
    responses: {
      201: {
        description: 'Created and signed in: the user, and the session cookie.',
        body: json('PublicUser'),
        headers: setsSessionCookie,
      },
      400: textError(
        "A rule of spec §5 failed, e.g. 'Password must be at least 6 characters long' or 'Please enter a valid email address'.",
        ['REQUEST.INVALID'],
      ),
      409: textError("'Username already taken' or 'Email already registered'.", [
        'AUTH.USERNAME_TAKEN',
        'AUTH.EMAIL_TAKEN',
      ]),
      429: {
        ...textError(
          'Too many accounts created from this address within an hour, or the password hasher is busy. Wait Retry-After seconds.',
          ['AUTH.TOO_MANY_REGISTRATIONS', 'AUTH.BUSY'],
        ),
        headers: retryAfter('Seconds until registering is allowed again.'),
      },
    },
  },
  {
    method: 'post',
    path: apiPaths.logout,
    upstream: 'auth',
    timeout: 'quick',
    operationId: 'logout',
    summary: 'Sign out',
    description: 'Ends the session, if there is one, and clears the cookie. Succeeds without a session too.',
    tag: 'auth',
    public: true,
    responses: {
      200: {
        description: 'Signed out; the cookie is cleared.',
        body: json('LogoutResponse'),
        headers: setsSessionCookie,
      },
    },
  },
  {
    method: 'get',
    path: apiPaths.googleSignIn,
    upstream: 'auth',
    timeout: 'quick',
    operationId: 'startGoogleSignIn',
    summary: 'Start Google sign-in (browser redirect)',
    description: 'Opened by the browser, not fetched: it redirects to Google with state and PKCE.',
    tag: 'auth',
    public: true,
    parameters: [
      {
        name: 't',
        in: 'query',
        required: false,
        description: 'A timestamp the client adds so no cache answers; ignored.',
        schema: z.string(),
      },
    ],
    responses: {
      302: redirect("To Google's consent page."),
      503: googleNotConfigured,
    },
  },
  {
    method: 'get',
    path: apiPaths.googleCallback,
    upstream: 'auth',
    timeout: 'quick',
    operationId: 'finishGoogleSignIn',
    summary: 'Google sends the browser back here',
    description:
      'Signs the user in and goes to `/app?auth=success`; on any failure (cancelled, state not verified) goes to `/?authError=<message>`.',
    tag: 'auth',
    public: true,
    parameters: [
      {
        name: 'code',
        in: 'query',
        required: false,
        description: "Google's authorization code.",
        schema: z.string(),
      },
      {
        name: 'state',
        in: 'query',
        required: false,
        description: 'The state sent with the sign-in.',
        schema: z.string(),
      },
      {
        name: 'error',
        in: 'query',
        required: false,
        description: 'Set by Google when the user cancelled.',
        schema: z.string(),
      },
    ],
    responses: {
      302: redirect(
        'To `/app?auth=success` (with the session cookie) or to `/?authError=<message>`.',
        setsSessionCookie,
      ),
      503: googleNotConfigured,
    },
  },
  {
    method: 'get',
    path: apiPaths.notificationSettings,
    upstream: 'auth',
    timeout: 'quick',
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
    path: apiPaths.notificationSettings,
    upstream: 'auth',
    timeout: 'quick',
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
    path: apiPaths.accountExport,
    upstream: 'auth',
    timeout: 'quick',
    operationId: 'exportAccount',
    summary: 'Download my data: the account and its settings',
    description:
      "svc-auth's part of the caller's data export: username, e-mail, when the account was created, how it signs in, and the notification settings. Never a password hash, a session or a token.",
    tag: 'account',
    responses: {
      200: { description: "The caller's account and settings.", body: json('AccountExport') },
    },
  },
  {
    method: 'post',
    path: apiPaths.deleteAccount,
    upstream: 'auth',
    timeout: 'quick',
    operationId: 'deleteAccount',
    summary: 'Delete my account and everything of it',
    description:
      "Confirmed by typing the account's username again. Deletes the account, its sessions (every cookie of it is refused from now on), settings and linked Google identity, and tells the other services to delete the user's cases, usage and subscription (an active paid subscription is cancelled at the payment provider). Clears the cookie.",
    tag: 'account',
    requestBody: { body: json('DeleteAccountRequest'), required: true },
    responses: {
      200: {
        description: 'Deleted and signed out; the cookie is cleared.',
        body: json('DeleteAccountResponse'),
        headers: setsSessionCookie,
      },
      400: jsonError(
        "The username is missing or not the account's (codes REQUEST.INVALID, ACCOUNT.CONFIRMATION_MISMATCH).",
        ['REQUEST.INVALID', 'ACCOUNT.CONFIRMATION_MISMATCH'],
      ),
    },
  },
];
