import { parseEvent } from '@manan/contracts';
import type { EventDefinition, EventEnvelope } from '@manan/contracts';
import type { Logger } from 'pino';
import type { TransactionContext, TransactionRunner } from '../../storage/transaction-runner.port';
import { describeError } from '../describe-error';
import { UnprocessableEventError } from '../event-bus.port';
import type { EventHandler } from '../event-bus.port';
import type { ProcessedMessageStore } from './processed-message-store.port';

export interface IdempotentHandlerOptions<TData> {
  /** Names the consumer in the processed-message log, e.g. `svc-billing.analysis-recorded`. */
  consumer: string;
  definition: EventDefinition<TData>;
  processed: ProcessedMessageStore;
  transactionRunner: TransactionRunner;
  /** Runs in the same transaction that records the message, so both happen or neither. */
  handle: (data: TData, envelope: EventEnvelope<TData>, tx: TransactionContext) => Promise<void>;
  logger: Logger;
}

/** A bus handler that validates the event and handles each messageId once per consumer. */
export function createIdempotentHandler<TData>(options: IdempotentHandlerOptions<TData>): EventHandler {
  const { consumer, definition, processed, transactionRunner, handle, logger } = options;
  return async (raw) => {
    let event: EventEnvelope<TData>;
    try {
      event = parseEvent(definition, raw);
    } catch (error) {
      throw new UnprocessableEventError(`Malformed ${definition.type} event: ${describeError(error)}`, {
        cause: error,
      });
    }
    await transactionRunner.run(async (tx) => {
      if (!(await processed.recordIfNew(consumer, event.messageId, tx))) {
        logger.debug({ consumer, type: event.type, messageId: event.messageId }, 'duplicate event ignored');
        return;
      }
      await handle(event.data, event, tx);
    });
  };
}
