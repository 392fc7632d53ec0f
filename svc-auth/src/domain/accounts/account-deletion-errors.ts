import { deleteAccountMismatchMessage } from '@manan/contracts';
import { DomainError } from '@manan/service-kit';

export const accountDeletionErrors = {
  /** The session is valid but its account is gone (deleted a moment ago by another tab). */
  noAccount: (): DomainError =>
    new DomainError('AUTH.UNAUTHENTICATED', 'unauthenticated', 'No valid session: sign in first'),
  confirmationMismatch: (): DomainError =>
    new DomainError('ACCOUNT.CONFIRMATION_MISMATCH', 'invalid', deleteAccountMismatchMessage, {
      fields: { username: deleteAccountMismatchMessage },
    }),
};
