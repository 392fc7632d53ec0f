import type { OperationSpec } from './operation-spec';
import { accountOperations } from './operations/account-operations';
import { authOperations } from './operations/auth-operations';
import { billingOperations } from './operations/billing-operations';
import { triageOperations } from './operations/triage-operations';

/** Every operation of the gateway's /api, in the order the document and the docs page list them. */
export const apiOperations: readonly OperationSpec[] = [
  ...authOperations,
  ...triageOperations,
  ...accountOperations,
  ...billingOperations,
];
