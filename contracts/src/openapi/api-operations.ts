import type { ApiTag, OperationSpec } from './operation-spec';
import { authOperations } from './operations/auth-operations';
import { billingOperations } from './operations/billing-operations';
import { practiceOperations } from './operations/practice-operations';
import { triageOperations } from './operations/triage-operations';

const tagOrder: readonly ApiTag[] = ['auth', 'triage', 'practice', 'account', 'billing'];

/**
 * Every operation of the gateway's /api, declared by the service that answers it, listed in the order the
 * document and the docs page show them (by tag). The gateway derives its routing table from these.
 */
export const apiOperations: readonly OperationSpec[] = [
  ...authOperations,
  ...triageOperations,
  ...practiceOperations,
  ...billingOperations,
].sort((a, b) => tagOrder.indexOf(a.tag) - tagOrder.indexOf(b.tag));
