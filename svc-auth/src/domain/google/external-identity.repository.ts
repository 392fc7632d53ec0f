import type { TransactionContext } from '@manan/service-kit';

/** An account at an identity provider (Google's `sub`) linked to a user. */
export interface ExternalIdentity {
  provider: 'google';
  subject: string;
  userId: string;
  linkedAt: string;
}

export interface ExternalIdentityRepository {
  /** Throws DuplicateExternalIdentityError when the provider's subject is already linked. */
  link(identity: ExternalIdentity, tx: TransactionContext): Promise<void>;
  find(provider: ExternalIdentity['provider'], subject: string): Promise<ExternalIdentity | null>;
  /** Every identity linked to the user, oldest first (how they can sign in, for their data export). */
  listForUser(userId: string): Promise<ExternalIdentity[]>;
  /** Unlinks every identity of the user (their Google account could then sign up afresh). */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}

/** Raised by `link` when the provider's subject is already linked (e.g. by a concurrent sign-in). */
export class DuplicateExternalIdentityError extends Error {
  constructor() {
    super('external identity already linked');
    this.name = 'DuplicateExternalIdentityError';
  }
}
