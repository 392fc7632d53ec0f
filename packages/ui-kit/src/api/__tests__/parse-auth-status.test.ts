import { authStatusSchema } from '@manan/contracts';
import { parseAuthStatus } from '../parse-auth-status';

const user = { id: 'u1', username: 'ada', email: 'ada@example.org', displayName: 'Ada', photoURL: null };

/** Bodies the server might answer: each is accepted or refused exactly as the contract's schema does. */
const bodies: Array<[string, unknown]> = [
  ['signed out', { authenticated: false, providers: { google: false } }],
  ['signed in', { authenticated: true, user, providers: { google: true } }],
  [
    'a photo',
    {
      authenticated: true,
      user: { ...user, photoURL: 'https://example.org/a.png' },
      providers: { google: false },
    },
  ],
  [
    'unknown fields',
    {
      authenticated: true,
      user: { ...user, role: 'admin' },
      providers: { google: false, apple: true },
      extra: 1,
    },
  ],
  ['no providers', { authenticated: false }],
  ['google not a boolean', { authenticated: false, providers: { google: 'yes' } }],
  ['authenticated missing', { providers: { google: false } }],
  ['user null', { authenticated: false, user: null, providers: { google: false } }],
  [
    'user without email',
    { authenticated: true, user: { ...user, email: undefined }, providers: { google: false } },
  ],
  [
    'photoURL missing',
    { authenticated: true, user: { ...user, photoURL: undefined }, providers: { google: false } },
  ],
  [
    'photoURL a number',
    { authenticated: true, user: { ...user, photoURL: 3 }, providers: { google: false } },
  ],
  ['an array', []],
  ['null', null],
  ['text', 'ok'],
];

describe('parseAuthStatus', () => {
  it.each(bodies)('agrees with authStatusSchema on %s', (_name, body) => {
    const expected = authStatusSchema.safeParse(body);
    if (expected.success) expect(parseAuthStatus(body)).toEqual(expected.data);
    else expect(() => parseAuthStatus(body)).toThrow(TypeError);
  });
});
