import { randomUUID } from 'node:crypto';
import type { TransactionRunner } from '@manan/service-kit';
import type { Clock } from '../clock';
import type { PasswordHasher } from '../credentials/password-hasher.port';
import type { RegistrationThrottle } from '../credentials/registration-throttle';
import type { IssuedSession, StartSession } from '../sessions/start-session.use-case';
import { normalizeEmail, toPublicUser, type PublicUser } from '../users/user';
import { DuplicateUserError, type UserRepository } from '../users/user.repository';
import { duplicateAccount } from './auth-errors';

/** Already checked against the registration rules by the entry point. */
export interface Registration {
  username: string;
  password: string;
  email: string;
  /** The client's address, for the per-address registration limit. */
  address: string;
}

export type Register = (registration: Registration) => Promise<{ user: PublicUser; session: IssuedSession }>;

export function registerUseCase(deps: {
  users: UserRepository;
  hasher: PasswordHasher;
  throttle: RegistrationThrottle;
  startSession: StartSession;
  transactionRunner: TransactionRunner;
  clock: Clock;
}): Register {
  return async ({ username, password, email, address }) => {
    deps.throttle.admit(address);
    // Cheap checks first, so a taken name costs no argon2 run; the unique indexes still decide a race.
    if (await deps.users.findByUsername(username)) throw duplicateAccount('username');
    if (await deps.users.findByEmail(email)) throw duplicateAccount('email');
    const passwordHash = await deps.hasher.hash(password);
    const user = {
      id: randomUUID(),
      username,
      email: normalizeEmail(email),
      displayName: username,
      photoURL: null,
      passwordHash,
      createdAt: deps.clock().toISOString(),
    };
    try {
      const session = await deps.transactionRunner.run(async (tx) => {
        await deps.users.create(user, tx);
        return deps.startSession(user.id, tx);
      });
      return { user: toPublicUser(user), session };
    } catch (error) {
      if (error instanceof DuplicateUserError) throw duplicateAccount(error.field);
      throw error;
    }
  };
}
