import { Gauge } from 'prom-client';
import type { OutboxStore } from '../events/outbox/outbox-store.port';
import type { ServiceTelemetry } from './service-telemetry';

/** Outbox depth and the age of its oldest unsent message, read from the store at each scrape. */
export function registerOutboxGauges(telemetry: ServiceTelemetry, outbox: OutboxStore): void {
  const backlog = outbox.backlog?.bind(outbox);
  if (!backlog) return;
  let latest: Promise<Awaited<ReturnType<typeof backlog>>> | undefined;
  // Both gauges are collected in one scrape: read the store once for the two.
  const read = () => {
    latest ??= backlog().finally(() => setImmediate(() => (latest = undefined)));
    return latest;
  };
  const registers = [telemetry.registry];
  new Gauge({
    name: 'manan_outbox_pending_messages',
    help: 'Events written to the outbox and not yet published',
    registers,
    async collect() {
      this.set((await read()).pending);
    },
  });
  new Gauge({
    name: 'manan_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest unpublished outbox event (0 when none waits): how far the relay is behind',
    registers,
    async collect() {
      const { oldestPendingAt } = await read();
      this.set(oldestPendingAt ? Math.max(0, (Date.now() - Date.parse(oldestPendingAt)) / 1000) : 0);
    },
  });
}
