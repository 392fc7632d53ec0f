import { AsyncLocalStorage } from 'node:async_hooks';
import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import type { EventEnvelope } from '@manan/contracts';
import type { Logger } from 'pino';
import { startPublishSpan, type PublishSpan } from '../../observability/event-telemetry';
import type { ServiceTelemetry } from '../../observability/service-telemetry';
import { describeError } from '../describe-error';
import type { EventBus } from '../event-bus.port';
import { retryDelayMs } from '../retry-delay';
import type { OutboxStore } from './outbox-store.port';

const defaultMaxBackoffMs = 500;

type PendingRow = Awaited<ReturnType<OutboxStore['takeUnsent']>>[number];
type PublishBatch = NonNullable<EventBus['publishBatch']>;

export interface OutboxRelayOptions {
  outbox: OutboxStore;
  bus: EventBus;
  logger: Logger;
  /** Poll interval while all is well. */
  intervalMs: number;
  /**
   * Longest wait between attempts while publishing keeps failing; 500 ms unless set. Kept short so that,
   * with the bus's reconnect (itself capped at 500 ms), events flow within 2 s of the broker answering again.
   */
  maxBackoffMs?: number;
  batchSize?: number;
  /**
   * Runs after a message was published and marked sent (e.g. svc-auth erases a deleted user's events
   * once the news of the deletion has gone out). A failure is logged; the message stays sent.
   */
  afterPublished?: (envelope: EventEnvelope) => Promise<void>;
  /** Counts what was published (or failed) and the lag, in the service's metrics. */
  metrics?: ServiceTelemetry['events'];
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
 * next tick waits longer each time it keeps failing (e.g. while the broker is down), up to maxBackoffMs;
 * a new event (notify) tries again at once.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { outbox, bus, logger, intervalMs } = options;
  const batchSize = options.batchSize ?? 100;
  const maxBackoffMs = options.maxBackoffMs ?? defaultMaxBackoffMs;
  let consecutiveFailures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let rerunRequested = false;
  let tickInFlight: Promise<void> = Promise.resolve();
  // Ticks run in the context the relay was started in: notify() is often called inside a use
  // case's transaction, and a tick must never join (and publish the uncommitted rows of) it.
  const inRelayContext = AsyncLocalStorage.snapshot();

  async function published(envelope: EventEnvelope): Promise<void> {
    await options
      .afterPublished?.(envelope)
      .catch((error: unknown) =>
        logger.warn(
          { type: envelope.type, messageId: envelope.messageId, error: describeError(error) },
          'after-publish step failed',
        ),
      );
  }

  async function failed(row: PendingRow, error: unknown): Promise<void> {
    await outbox.markFailed(row.envelope.messageId, describeError(error));
    logger.warn(
      {
        type: row.envelope.type,
        messageId: row.envelope.messageId,
        attempts: row.attempts + 1,
        error: describeError(error),
      },
      'outbox message not published; will retry',
    );
  }

  const startSpan = (row: PendingRow): PublishSpan => startPublishSpan(row, options.metrics);

  /** One message, confirmed before the next is sent. */
  async function publishOne(row: PendingRow): Promise<void> {
    const span = startSpan(row);
    try {
      await bus.publish(row.envelope, span.headers);
      span.succeeded();
    } catch (error) {
      span.failed(error);
      await failed(row, error);
      throw error;
    }
    await outbox.markSent([row.envelope.messageId]);
    await published(row.envelope);
  }

  /**
   * A backlog (e.g. after an outage) sent in order without waiting for each confirm. The first message
   * goes alone, so a bus that is still down fails once, not once per row.
   */
  async function publishBacklog(rows: PendingRow[], publishBatch: PublishBatch): Promise<void> {
    const [first, ...rest] = rows;
    if (!first) return;
    await publishOne(first);
    if (rest.length === 0) return;
    const spans = rest.map(startSpan);
    const results = await publishBatch(
      rest.map(({ envelope }) => envelope),
      spans.map((span) => span.headers),
    );
    results.forEach((result, index) =>
      result.status === 'fulfilled' ? spans[index]!.succeeded() : spans[index]!.failed(result.reason),
    );
    const sent = rest.filter((_, index) => results[index]?.status === 'fulfilled');
    if (sent.length > 0) await outbox.markSent(sent.map(({ envelope }) => envelope.messageId));
    for (const row of sent) await published(row.envelope);
    let firstError: unknown;
    for (const [index, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      firstError ??= result.reason;
      await failed(rest[index]!, result.reason);
    }
    if (firstError !== undefined) throw firstError;
  }

  async function publishPending(): Promise<void> {
    const publishBatch = bus.publishBatch?.bind(bus);
    for (;;) {
      const batch = await outbox.takeUnsent(batchSize);
      if (publishBatch) await publishBacklog(batch, publishBatch);
      else for (const row of batch) await publishOne(row);
      if (batch.length < batchSize) return;
    }
  }

  // Polling is not traced (a root span a second per service would bury the real traces); each publish is a
  // span of the trace its event was written in (startPublishSpan).
  function runTick(): Promise<void> {
    return inRelayContext(() => context.with(suppressTracing(ROOT_CONTEXT), chainTick));
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
    retryDelayMs(consecutiveFailures, Math.min(intervalMs, maxBackoffMs), maxBackoffMs);

  schedule(0);
  return {
    notify() {
      if (stopped) return;
      // Also while failing: a new event is a reason to try now (the broker may be back), not after the back-off.
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
