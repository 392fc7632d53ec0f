import { authUserDeletedV1 } from '@manan/contracts';
import {
  createIdempotentHandler,
  type EventHandler,
  type Logger,
  type ProcessedMessageStore,
  type TransactionRunner,
} from '@manan/service-kit';
import {
  deleteTriageDataOfUser,
  type TriageDataOfUser,
} from '../domain/account-deletion/delete-triage-data.use-case';

export const userDeletedConsumer = 'svc-triage.user-deleted';

export interface UserDeletedHandlerDependencies extends TriageDataOfUser {
  processedMessages: ProcessedMessageStore;
  transactionRunner: TransactionRunner;
  logger: Logger;
}

/** `auth.user.deleted.v1`: deletes everything triage keeps of the user, once per messageId. */
export function userDeletedHandler(dependencies: UserDeletedHandlerDependencies): EventHandler {
  const { processedMessages, transactionRunner, logger } = dependencies;
  return createIdempotentHandler({
    consumer: userDeletedConsumer,
    definition: authUserDeletedV1,
    processed: processedMessages,
    transactionRunner,
    logger,
    handle: ({ userId }, _envelope, tx) => deleteTriageDataOfUser(dependencies, userId, tx),
  });
}
