/** The sign-in texts of spec §5 and §8, word for word. */
export const validationMessages = {
  fillInAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  invalidEmail: 'Please enter a valid email address',
} as const;

export const authToasts = {
  loginSuccess: { title: 'Authentication Successful', description: 'Welcome to the Medical Assistant.' },
  loginFailure: {
    title: 'Login Failed',
    fallback: 'Login failed',
    networkFallback: 'An error occurred during login',
  },
  registrationSuccess: {
    title: 'Registration Successful',
    description: 'Your Medical Assistant account has been created.',
  },
  registrationFailure: {
    title: 'Registration Failed',
    fallback: 'Registration failed',
    networkFallback: 'An error occurred during registration',
  },
  alreadySignedIn: {
    title: 'Already Authenticated',
    description: 'You are already signed in to your Medical Assistant account.',
  },
  googleFailureFallback: 'An error occurred. Please try again.',
} as const;

export const busyLabels = {
  google: 'Connecting...',
  signIn: 'Signing in...',
  signUp: 'Creating account...',
} as const;
