import { authUserDeletedV1 } from '@manan/contracts';
import {
  createIdempotentHandler,
  type EventHandler,
  type Logger,
  type OutboxStore,
  type ProcessedMessageStore,
  type TransactionRunner,
} from '@manan/service-kit';

export const userDeletedConsumer = 'svc-auth.user-deleted';

/**
 * svc-auth hears its own `auth.user.deleted.v1` once the relay has handed it to the bus, and only then
 * erases its outbox's copies (that event and the session revocations queued before it): until they are
 * delivered they are the other services' only way to learn of the deletion.
 */
export function userDeletedHandler(deps: {
  outbox: Pick<OutboxStore, 'eraseEventsOfUser'>;
  processedMessages: ProcessedMessageStore;
  transactionRunner: TransactionRunner;
  logger: Logger;
}): EventHandler {
  return createIdempotentHandler({
    consumer: userDeletedConsumer,
    definition: authUserDeletedV1,
    processed: deps.processedMessages,
    transactionRunner: deps.transactionRunner,
    logger: deps.logger,
    handle: ({ userId }, _envelope, tx) => deps.outbox.eraseEventsOfUser(userId, tx),
  });
}
