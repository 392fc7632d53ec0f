import { billingEntitlementChangedV1 } from '@manan/contracts';
import {
  createIdempotentHandler,
  type EventHandler,
  type Logger,
  type ProcessedMessageStore,
  type TransactionRunner,
} from '@manan/service-kit';
import type { EntitlementProjectionRepository } from '../domain/entitlement/entitlement-projection.repository';

export const entitlementChangedConsumer = 'svc-triage.entitlement-changed';

export interface EntitlementChangedHandlerDependencies {
  entitlements: EntitlementProjectionRepository;
  processedMessages: ProcessedMessageStore;
  transactionRunner: TransactionRunner;
  logger: Logger;
}

/** Keeps triage's copy of premium state, which the monthly limit is enforced against. */
export function entitlementChangedHandler(dependencies: EntitlementChangedHandlerDependencies): EventHandler {
  const { entitlements, processedMessages, transactionRunner, logger } = dependencies;
  return createIdempotentHandler({
    consumer: entitlementChangedConsumer,
    definition: billingEntitlementChangedV1,
    processed: processedMessages,
    transactionRunner,
    logger,
    handle: ({ userId, isPremium, periodEnd }, envelope, tx) =>
      entitlements.apply({ userId, isPremium, periodEnd, decidedAt: envelope.occurredAt }, tx),
  });
}
