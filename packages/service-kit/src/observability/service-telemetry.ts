import { Counter, Histogram, Registry } from 'prom-client';

/**
 * One service's metrics: its own registry (several services share a process in embedded mode, and each
 * shows only its own on its /metrics), labelled with the service's name, with the HTTP and event metrics
 * every service has (Node's process metrics are the process's: see process-metrics.ts). Labels are bounded: route templates, status classes,
 * event types and queue names, never ids or user data.
 */
export interface ServiceTelemetry {
  readonly service: string;
  readonly registry: Registry;
  readonly http: {
    requests: Counter<'method' | 'route' | 'status_class'>;
    duration: Histogram<'method' | 'route' | 'status_class'>;
  };
  readonly events: {
    published: Counter<'type'>;
    publishFailures: Counter<'type'>;
    relayLag: Histogram<'type'>;
    consumed: Counter<'queue' | 'type' | 'outcome'>;
    deadLettered: Counter<'queue' | 'type'>;
  };
}

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createServiceTelemetry(service: string): ServiceTelemetry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const registers = [registry];
  return {
    service,
    registry,
    http: {
      requests: new Counter({
        name: 'manan_http_requests_total',
        help: 'HTTP requests answered, by route template and status class',
        labelNames: ['method', 'route', 'status_class'],
        registers,
      }),
      duration: new Histogram({
        name: 'manan_http_request_duration_seconds',
        help: 'Time to answer an HTTP request, by route template and status class',
        labelNames: ['method', 'route', 'status_class'],
        buckets: latencyBuckets,
        registers,
      }),
    },
    events: {
      published: new Counter({
        name: 'manan_events_published_total',
        help: 'Outbox messages the relay published, by event type',
        labelNames: ['type'],
        registers,
      }),
      publishFailures: new Counter({
        name: 'manan_events_publish_failures_total',
        help: 'Attempts to publish an outbox message that failed (it stays in the outbox), by event type',
        labelNames: ['type'],
        registers,
      }),
      relayLag: new Histogram({
        name: 'manan_outbox_relay_lag_seconds',
        help: 'From the event being written (occurredAt) to the relay publishing it',
        labelNames: ['type'],
        buckets: latencyBuckets,
        registers,
      }),
      consumed: new Counter({
        name: 'manan_events_consumed_total',
        help: 'Deliveries handled by this service, by queue, event type and outcome (ok, or failed and retried)',
        labelNames: ['queue', 'type', 'outcome'],
        registers,
      }),
      deadLettered: new Counter({
        name: 'manan_events_dead_lettered_total',
        help: 'Messages this service gave up on (dead-lettered), by queue and event type',
        labelNames: ['queue', 'type'],
        registers,
      }),
    },
  };
}

/** `2xx`, `4xx`, ...: the status label (a status class keeps the series few). */
export function statusClassOf(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export interface ServiceCounterOptions<TLabel extends string> {
  name: string;
  help: string;
  /** Bounded values only (levels, kinds, outcomes): never ids or user data. */
  labelNames?: readonly TLabel[];
}

/** A counter of a service's own (quota rejections, login failures, ...) in its registry. */
export function serviceCounter<TLabel extends string = never>(
  telemetry: ServiceTelemetry,
  { name, help, labelNames = [] }: ServiceCounterOptions<TLabel>,
): Counter<TLabel> {
  return new Counter({ name, help, labelNames: [...labelNames], registers: [telemetry.registry] });
}
