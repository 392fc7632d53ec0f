import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The trace a request or message belongs to while nothing records spans (tracing mode `carried`): its W3C
 * `traceparent` (and `tracestate`) exactly as they arrived, held for the work they caused, so outgoing
 * calls, outbox rows and log lines name the same trace. No span is made here, so the headers go on
 * unchanged: a downstream process that exports sees the last recorded span as its parent.
 */
export interface CarriedTrace {
  readonly traceparent?: string;
  readonly tracestate?: string;
}

const none: CarriedTrace = Object.freeze({});
const carrier = new AsyncLocalStorage<CarriedTrace>();

/** The carried trace of the current request or message; empty outside one. */
export const carriedTrace = (): CarriedTrace => carrier.getStore() ?? none;

/** Runs `work` as part of `trace` (and of no other: an empty trace ends the one around it). */
export function carryTrace<T>(trace: CarriedTrace, work: () => T): T {
  return carrier.run(trace, work);
}

// version (not ff) - trace id - parent id - flags, lower-case hex, as W3C Trace Context level 1 writes it.
const traceparentFormat = /^(?!ff)[\da-f]{2}-(?!0{32})[\da-f]{32}-(?!0{16})[\da-f]{16}-[\da-f]{2}$/;
// list-members are printable ASCII; a value this long is not a tracestate anyone sent on purpose.
const tracestateFormat = /^[\x20-\x7e]{1,512}$/;

const firstString = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
};

/** The well-formed trace headers among HTTP or message headers; empty when `traceparent` is absent or malformed. */
export function traceFromHeaders(headers: Readonly<Record<string, unknown>> | undefined): CarriedTrace {
  const traceparent = firstString(headers?.traceparent)?.trim();
  if (!traceparent || !traceparentFormat.test(traceparent)) return none;
  const tracestate = firstString(headers?.tracestate)?.trim();
  return tracestate && tracestateFormat.test(tracestate) ? { traceparent, tracestate } : { traceparent };
}
