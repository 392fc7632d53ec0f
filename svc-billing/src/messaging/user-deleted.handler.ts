import { authUserDeletedV1, parseEvent } from '@manan/contracts';
import { createIdempotentHandler, UnprocessableEventError, type EventHandler } from '@manan/service-kit';
import {
  cancelSubscriptionOfDeletedUser,
  deleteBillingDataOfUser,
  type RecordsOfUser,
} from '../domain/account-deletion/delete-billing-data.use-case';
import type { BillingDependencies } from '../domain/billing-dependencies';

export const userDeletedConsumer = 'svc-billing.user-deleted';

/** Deliveries of one deletion before it is dead-lettered: rides out a provider outage of half a minute or so. */
export const accountDeletionMaxAttempts = 12;

export type UserDeletedHandlerDependencies = BillingDependencies & {
  usage: RecordsOfUser;
  providerRecords: RecordsOfUser;
};

/**
 * `auth.user.deleted.v1`: cancels the user's paid subscription at the provider first (outside any
 * transaction; a provider failure throws, so the bus retries the message rather than acking it), then
 * deletes billing's records of the user once per messageId.
 */
export function userDeletedHandler(deps: UserDeletedHandlerDependencies): EventHandler {
  const deleteOnce = createIdempotentHandler({
    consumer: userDeletedConsumer,
    definition: authUserDeletedV1,
    processed: deps.processedMessages,
    transactionRunner: deps.transactionRunner,
    logger: deps.logger,
    handle: ({ userId }, _envelope, tx) => deleteBillingDataOfUser(deps, userId, tx),
  });
  return async (raw) => {
    let userId: string;
    let messageId: string;
    try {
      ({
        messageId,
        data: { userId },
      } = parseEvent(authUserDeletedV1, raw));
    } catch (error) {
      throw new UnprocessableEventError('Malformed auth.user.deleted event', { cause: error });
    }
    // One key per deletion: a retried delivery repeats the same request to the provider.
    await cancelSubscriptionOfDeletedUser(deps, userId, `delete-account-${messageId}`);
    await deleteOnce(raw);
  };
}
