import { apiPaths } from '@manan/contracts';
import { createHash, type KeyObject } from 'node:crypto';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile, type StrategyOptions } from 'passport-google-oauth20';
import type { AuthConfig } from '../../config';
import type { SignInWithGoogle } from '../../domain/google/sign-in-with-google.use-case';
import { createOAuthStateCookieStore } from './oauth-state-cookie-store';

export const googleCallbackPath = apiPaths.googleCallback;

/** The OAuth state cookie is signed with a key derived from the session signing key, so every instance agrees. */
export function oauthStateSecret(signingKey: KeyObject): Buffer {
  const der = signingKey.export({ type: 'pkcs8', format: 'der' });
  return createHash('sha256').update('manan-oauth-state\0').update(der).digest();
}

/** A passport of its own (not the global one) with the Google strategy: state and PKCE, no server session. */
export function createGooglePassport(options: {
  config: AuthConfig & { GOOGLE_CLIENT_ID: string; GOOGLE_CLIENT_SECRET: string };
  stateSecret: Buffer;
  signInWithGoogle: SignInWithGoogle;
}): passport.Authenticator {
  const { config, signInWithGoogle } = options;
  const authenticator = new passport.Passport();
  const strategyOptions: StrategyOptions & { pkce: boolean; state: boolean } = {
    clientID: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    callbackURL: new URL(googleCallbackPath, config.PUBLIC_ORIGIN).href,
    authorizationURL: config.GOOGLE_AUTHORIZATION_URL,
    tokenURL: config.GOOGLE_TOKEN_URL,
    userProfileURL: config.GOOGLE_USERINFO_URL,
    scope: ['openid', 'email', 'profile'],
    pkce: true,
    state: true,
    store: createOAuthStateCookieStore({
      secret: options.stateSecret,
    }) as unknown as StrategyOptions['store'],
  };
  authenticator.use(
    new GoogleStrategy(strategyOptions, (_accessToken, _refreshToken, profile, done) => {
      signInWithGoogle(toGoogleProfile(profile)).then(
        (user) => done(null, user),
        (error: unknown) => done(error as Error),
      );
    }),
  );
  return authenticator;
}

function toGoogleProfile(profile: Profile) {
  const json = (profile._json ?? {}) as { email?: unknown; email_verified?: unknown };
  const email = typeof json.email === 'string' ? json.email : profile.emails?.[0]?.value;
  // Google's userinfo sends a boolean; some proxies of it send the string "true".
  const emailVerified = json.email_verified === true || json.email_verified === 'true';
  return {
    subject: profile.id,
    email,
    emailVerified,
    displayName: profile.displayName || undefined,
    photoURL: profile.photos?.[0]?.value,
  };
}
