import type { TransactionRunner } from '@manan/service-kit';
import type { LoginThrottle } from '../credentials/login-throttle';
import type { PasswordHasher } from '../credentials/password-hasher.port';
import type { IssuedSession, StartSession } from '../sessions/start-session.use-case';
import { toPublicUser, type PublicUser } from '../users/user';
import type { UserRepository } from '../users/user.repository';
import { invalidCredentials } from './auth-errors';

export interface LoginAttempt {
  username: string;
  password: string;
  /** The client's address, for the per-address brute-force limit. */
  address: string;
}

export type Login = (attempt: LoginAttempt) => Promise<{ user: PublicUser; session: IssuedSession }>;

export function loginUseCase(deps: {
  users: UserRepository;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  startSession: StartSession;
  transactionRunner: TransactionRunner;
}): Login {
  // A real argon2id hash of nothing anyone knows: an unknown user costs the same work as a wrong password.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= deps.hasher.hash(`decoy-${Math.random()}-${Date.now()}`));
  void decoy().catch(() => (decoyHash = undefined));

  return async ({ username, password, address }) => {
    await deps.throttle.assertNotLocked(username, address);
    const user = await deps.users.findByUsername(username);
    const passwordMatches = user?.passwordHash
      ? await deps.hasher.verify(user.passwordHash, password)
      : await deps.hasher.verify(await decoy(), password).then(() => false);
    if (!user || !passwordMatches) {
      await deps.throttle.recordFailure(username, address);
      throw invalidCredentials();
    }
    await deps.throttle.recordSuccess(username, address);
    const session = await deps.transactionRunner.run((tx) => deps.startSession(user.id, tx));
    return { user: toPublicUser(user), session };
  };
}
