export interface User {
  id: string;
  username: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  /** argon2id hash; null for an account that only signs in with Google. */
  passwordHash: string | null;
  createdAt: string;
}

/** What the browser may see of a user. */
export type PublicUser = Pick<User, 'id' | 'username' | 'email' | 'displayName' | 'photoURL'>;

export function toPublicUser({ id, username, email, displayName, photoURL }: User): PublicUser {
  return { id, username, email, displayName, photoURL };
}

/** Usernames are unique ignoring case; emails are compared in lower case. */
export const usernameKey = (username: string): string => username.toLowerCase();
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
