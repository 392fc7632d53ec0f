/** One-way password hashing (argon2id in adapters/argon2). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws for either. */
  verify(hash: string, password: string): Promise<boolean>;
}
