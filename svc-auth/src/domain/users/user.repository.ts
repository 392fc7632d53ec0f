import type { TransactionContext } from '@manan/service-kit';
import type { User } from './user';

/** Raised by `create` when the username (ignoring case) or the email is already registered. */
export class DuplicateUserError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(`${field} already registered`);
    this.name = 'DuplicateUserError';
  }
}

export interface UserRepository {
  /** Throws DuplicateUserError when the username or email is taken, even by a concurrent registration. */
  create(user: User, tx: TransactionContext): Promise<void>;
  findById(id: string): Promise<User | null>;
  /** Case-insensitive. */
  findByUsername(username: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  setPhotoURL(id: string, photoURL: string, tx: TransactionContext): Promise<void>;
  /** Deletes the account row (its username and email become free again); no-op for an unknown id. */
  delete(id: string, tx: TransactionContext): Promise<void>;
}
