import { validationMessages } from './auth-messages';

export interface SignInValues {
  username: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  confirmPassword: string;
  email: string;
}

/** Text, @, text, dot, text, and no spaces (spec §5). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const minimumPasswordLength = 6;

/** The first rule of spec §5 that the values break, or null. */
export function validateSignIn({ username, password }: SignInValues): string | null {
  return username && password ? null : validationMessages.fillInAllFields;
}

export function validateSignUp({ username, password, confirmPassword, email }: SignUpValues): string | null {
  if (!username || !password || !confirmPassword || !email) return validationMessages.fillInAllFields;
  if (password !== confirmPassword) return validationMessages.passwordsDoNotMatch;
  if (password.length < minimumPasswordLength) return validationMessages.passwordTooShort;
  if (!emailPattern.test(email)) return validationMessages.invalidEmail;
  return null;
}
