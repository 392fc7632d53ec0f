import { randomUUID } from 'node:crypto';
import { DomainError, type TransactionRunner } from '@manan/service-kit';
import type { Clock } from '../clock';
import { toPublicUser, type PublicUser, type User } from '../users/user';
import { DuplicateUserError, type UserRepository } from '../users/user.repository';
import { uniqueUsernameFromEmail } from '../users/username';
import {
  DuplicateExternalIdentityError,
  type ExternalIdentityRepository,
} from './external-identity.repository';

/** What Google's userinfo says about the person. */
export interface GoogleProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  displayName: string | undefined;
  photoURL: string | undefined;
}

export type SignInWithGoogle = (profile: GoogleProfile) => Promise<PublicUser>;

export const googleEmailNotVerified = (): DomainError =>
  new DomainError(
    'AUTH.GOOGLE_EMAIL_NOT_VERIFIED',
    'forbidden',
    'Your Google account has no verified email address, so it cannot be used to sign in.',
  );

/**
 * The user behind a Google account: the one already linked to it; else the account with the same email,
 * linked now, but only when Google has verified that email (or anyone could claim an account by
 * adding its address to their Google profile); else a new account.
 */
export function signInWithGoogleUseCase(deps: {
  users: UserRepository;
  identities: ExternalIdentityRepository;
  transactionRunner: TransactionRunner;
  clock: Clock;
}): SignInWithGoogle {
  const { users, identities, transactionRunner, clock } = deps;

  const linkedUser = async (subject: string): Promise<User | null> => {
    const identity = await identities.find('google', subject);
    return identity ? users.findById(identity.userId) : null;
  };

  const linkExisting = async (user: User, profile: GoogleProfile): Promise<User> => {
    await transactionRunner.run(async (tx) => {
      await identities.link(
        { provider: 'google', subject: profile.subject, userId: user.id, linkedAt: clock().toISOString() },
        tx,
      );
      if (!user.photoURL && profile.photoURL) await users.setPhotoURL(user.id, profile.photoURL, tx);
    });
    return { ...user, photoURL: user.photoURL ?? profile.photoURL ?? null };
  };

  const createNew = async (email: string, profile: GoogleProfile): Promise<User> => {
    const username = await uniqueUsernameFromEmail(
      email,
      async (candidate) => (await users.findByUsername(candidate)) !== null,
    );
    const user: User = {
      id: randomUUID(),
      username,
      email,
      displayName: profile.displayName?.trim() || username,
      photoURL: profile.photoURL ?? null,
      passwordHash: null,
      createdAt: clock().toISOString(),
    };
    await transactionRunner.run(async (tx) => {
      await users.create(user, tx);
      await identities.link(
        { provider: 'google', subject: profile.subject, userId: user.id, linkedAt: user.createdAt },
        tx,
      );
    });
    return user;
  };

  const signIn = async (profile: GoogleProfile): Promise<User> => {
    const linked = await linkedUser(profile.subject);
    if (linked) return linked;
    if (!profile.email || !profile.emailVerified) throw googleEmailNotVerified();
    const sameEmail = await users.findByEmail(profile.email);
    return sameEmail ? linkExisting(sameEmail, profile) : createNew(profile.email, profile);
  };

  return async (profile) => {
    try {
      return toPublicUser(await signIn(profile));
    } catch (error) {
      // A concurrent sign-in of the same person won the race: what it stored is now the answer.
      if (!(error instanceof DuplicateUserError) && !(error instanceof DuplicateExternalIdentityError))
        throw error;
      return toPublicUser(await signIn(profile));
    }
  };
}
