import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventEnvelope } from '@manan/contracts';
import type { Logger } from 'pino';
import { describeError } from '../describe-error';
import type { EventBus } from '../event-bus.port';
import { retryDelayMs } from '../retry-delay';
import type { OutboxStore } from './outbox-store.port';

export interface OutboxRelayOptions {
  outbox: OutboxStore;
  bus: EventBus;
  logger: Logger;
  /** Poll interval while all is well. */
  intervalMs: number;
  /** Longest wait between attempts while publishing keeps failing; 30 s unless set. */
  maxBackoffMs?: number;
  batchSize?: number;
  /**
   * Runs after a message was published and marked sent (e.g. svc-auth erases a deleted user's events
   * once the news of the deletion has gone out). A failure is logged; the message stays sent.
   */
  afterPublished?: (envelope: EventEnvelope) => Promise<void>;
}

export interface OutboxRelay {
  /** Asks for a tick now, e.g. right after a write that added events. */
  notify(): void;
  /** Publishes everything pending now; rejects if a message could not be published. */
  flush(): Promise<void>;
  /** Stops polling and waits for a tick in flight. */
  stop(): Promise<void>;
}

/**
 * Publishes outbox rows oldest first and marks them sent once the bus accepted them. A failure
 * stops the tick (so later events do not overtake earlier ones), is recorded on the row, and the
 * next tick waits longer each time it keeps failing (e.g. while the broker is down).
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { outbox, bus, logger, intervalMs } = options;
  const batchSize = options.batchSize ?? 100;
  let consecutiveFailures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let rerunRequested = false;
  let tickInFlight: Promise<void> = Promise.resolve();
  // Ticks run in the context the relay was started in: notify() is often called inside a use
  // case's transaction, and a tick must never join (and publish the uncommitted rows of) it.
  const inRelayContext = AsyncLocalStorage.snapshot();

  async function publishPending(): Promise<void> {
    for (;;) {
      const batch = await outbox.takeUnsent(batchSize);
      for (const { envelope, attempts } of batch) {
        try {
          await bus.publish(envelope);
        } catch (error) {
          await outbox.markFailed(envelope.messageId, describeError(error));
          logger.warn(
            {
              type: envelope.type,
              messageId: envelope.messageId,
              attempts: attempts + 1,
              error: describeError(error),
            },
            'outbox message not published; will retry',
          );
          throw error;
        }
        await outbox.markSent([envelope.messageId]);
        await options
          .afterPublished?.(envelope)
          .catch((error: unknown) =>
            logger.warn(
              { type: envelope.type, messageId: envelope.messageId, error: describeError(error) },
              'after-publish step failed',
            ),
          );
      }
      if (batch.length < batchSize) return;
    }
  }

  function runTick(): Promise<void> {
    return inRelayContext(chainTick);
  }

  function chainTick(): Promise<void> {
    const tick = tickInFlight.then(publishPending).then(
      () => {
        consecutiveFailures = 0;
      },
      (error: unknown) => {
        consecutiveFailures += 1;
        throw error;
      },
    );
    tickInFlight = tick.catch(() => undefined);
    return tick;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void runTick()
        .catch(() => undefined)
        .finally(() => {
          const delayMs = consecutiveFailures > 0 ? backoffMs() : rerunRequested ? 0 : intervalMs;
          rerunRequested = false;
          schedule(delayMs);
        });
    }, delayMs);
  }

  const backoffMs = (): number =>
    retryDelayMs(consecutiveFailures, intervalMs, Math.max(intervalMs, options.maxBackoffMs ?? 30_000));

  schedule(0);
  return {
    notify() {
      if (stopped || consecutiveFailures > 0) return;
      if (timer) schedule(0);
      else rerunRequested = true;
    },
    flush: runTick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await tickInFlight;
    },
  };
}
