import type { SessionIdentity, SessionTokenVerifier } from '@manan/service-kit';
import { cachedSessionVerifier } from '../src/security/cached-session-verifier';

const identity = (expiresAt: number): SessionIdentity => ({
  userId: 'user-1',
  sessionId: 'session-1',
  sessionStartedAt: 0,
  issuedAt: 0,
  expiresAt,
});

/** Counts the real checks; answers each token from a table (null for anything unknown). */
function countingVerifier(answers: Record<string, SessionIdentity>) {
  const calls: string[] = [];
  const verifier: SessionTokenVerifier = {
    verify: async (token) => {
      calls.push(token ?? '');
      return (token && answers[token]) || null;
    },
  };
  return { verifier, calls };
}

describe('the gateway remembers verified session tokens briefly', () => {
  it('when the same token comes again, then it is not verified again until its time in the cache is up', async () => {
    let now = 1_000_000;
    const { verifier, calls } = countingVerifier({ good: identity(10_000) });
    const cached = cachedSessionVerifier(verifier, { ttlMs: 60_000, now: () => now });
    expect(await cached.verify('good')).toMatchObject({ userId: 'user-1' });
    expect(await cached.verify('good')).toMatchObject({ userId: 'user-1' });
    expect(calls).toEqual(['good']);
    now += 60_001;
    await cached.verify('good');
    expect(calls).toEqual(['good', 'good']);
  });

  it('when a remembered token expires, then the real check decides again (with the verifier’s 5 s of skew)', async () => {
    let now = 100_000;
    let stillValid = true;
    const calls: string[] = [];
    const cached = cachedSessionVerifier(
      {
        verify: async (token) => {
          calls.push(token ?? '');
          return stillValid ? identity(110) : null;
        },
      },
      { ttlMs: 600_000, now: () => now },
    );
    expect(await cached.verify('good')).not.toBeNull();
    stillValid = false;
    now = 114_999;
    expect(await cached.verify('good')).not.toBeNull();
    expect(calls).toHaveLength(1);
    now = 115_000;
    expect(await cached.verify('good')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('when a token fails, then it is never remembered; the cache holds at most maxEntries tokens', async () => {
    const { verifier, calls } = countingVerifier({ a: identity(1e10), b: identity(1e10), c: identity(1e10) });
    const cached = cachedSessionVerifier(verifier, { maxEntries: 2 });
    expect(await cached.verify('forged')).toBeNull();
    expect(await cached.verify('forged')).toBeNull();
    expect(await cached.verify(undefined)).toBeNull();
    expect(calls).toEqual(['forged', 'forged']);
    await cached.verify('a');
    await cached.verify('b');
    await cached.verify('c');
    await cached.verify('a');
    expect(calls.filter((token) => token === 'a')).toHaveLength(2);
  });
});
