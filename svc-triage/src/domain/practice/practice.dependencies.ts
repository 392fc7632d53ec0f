import type { OutboxStore, TransactionRunner } from '@manan/service-kit';
import type { CaseRepository } from '../cases/case.repository';
import type { EntitlementProjectionRepository } from '../entitlement/entitlement-projection.repository';
import type { CaseSetRepository } from './case-set.repository';
import type { PracticeAttemptRepository } from './practice-attempt.repository';
import type { TeachingBank } from './teaching-bank.port';

/** What training mode's use cases work with. */
export interface PracticeDependencies {
  bank: TeachingBank;
  /** The user's own stored cases, to practise on (read only). */
  cases: Pick<CaseRepository, 'listForUser' | 'findForUser'>;
  attempts: PracticeAttemptRepository;
  sets: CaseSetRepository;
  /** Whether an educator is Premium (billing's projection). */
  entitlements: Pick<EntitlementProjectionRepository, 'find'>;
  outbox: Pick<OutboxStore, 'add'>;
  transactionRunner: TransactionRunner;
  /** Asks the relay to publish now. */
  notifyOutbox: () => void;
  now?: () => Date;
  /** In [0, 1): which unattempted bank case comes next (tests pin it). */
  random?: () => number;
}

export const nowOf = (deps: Pick<PracticeDependencies, 'now'>) => deps.now?.() ?? new Date();
