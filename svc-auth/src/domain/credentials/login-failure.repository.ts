/**
 * What a failed login is counted against: one username from one address (the lockout, which only the
 * address that failed can trigger) or the client address across usernames (password spraying).
 * 'username' alone is no longer recorded (a lock anyone could aim at someone else); old rows of it
 * age out.
 */
export type LoginFailureScope = 'username' | 'username-address' | 'address';

export interface LoginFailure {
  scope: LoginFailureScope;
  key: string;
  failedAt: string;
}

/** Failed logins, kept in svc-auth's database so a lock survives a restart. */
export interface LoginFailureRepository {
  /** Records a failure; failures older than `forgetBefore` are of no further use and may be deleted. */
  record(failure: LoginFailure, forgetBefore: string): Promise<void>;
  /** Times of the failures of `key` after `since`, newest first, at most `limit`. */
  recent(scope: LoginFailureScope, key: string, since: string, limit: number): Promise<string[]>;
  clear(scope: LoginFailureScope, key: string): Promise<void>;
  /** Clears every key of `scope` that starts with `prefix` (all addresses of one username). */
  clearKeysStartingWith(scope: LoginFailureScope, prefix: string): Promise<void>;
}
