/** What a failed login is counted against: the username (case-insensitive) or the client address. */
export type LoginFailureScope = 'username' | 'address';

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
}
