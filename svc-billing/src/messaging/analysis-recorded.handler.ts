import { triageAnalysisRecordedV1 } from '@manan/contracts';
import {
  createIdempotentHandler,
  type EventHandler,
  type Logger,
  type ProcessedMessageStore,
  type TransactionRunner,
} from '@manan/service-kit';
import type { UsageProjectionRepository } from '../domain/usage/usage-projection.repository';

export const analysisRecordedConsumer = 'svc-billing.analysis-recorded';

export interface AnalysisRecordedHandlerDependencies {
  usage: UsageProjectionRepository;
  processedMessages: ProcessedMessageStore;
  transactionRunner: TransactionRunner;
  logger: Logger;
}

/** Counts each analysis triage reports into billing's usage projection, once per message and per case. */
export function analysisRecordedHandler({
  usage,
  processedMessages,
  transactionRunner,
  logger,
}: AnalysisRecordedHandlerDependencies): EventHandler {
  return createIdempotentHandler({
    consumer: analysisRecordedConsumer,
    definition: triageAnalysisRecordedV1,
    processed: processedMessages,
    transactionRunner,
    logger,
    handle: ({ userId, month, caseId }, _envelope, tx) => usage.recordAnalysis({ userId, month, caseId }, tx),
  });
}
