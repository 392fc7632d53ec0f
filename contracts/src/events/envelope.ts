import { z } from 'zod';

/**
 * Every integration event travels in this envelope. `messageId` is the idempotency key: consumers
 * record it and ignore repeats, which makes at-least-once delivery safe.
 */
export const eventEnvelopeSchema = z.object({
  messageId: z.string().uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  data: z.unknown(),
});

export type EventEnvelope<TData = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & {
  data: TData;
};

/** Describes one event type: its routing key (`type`), version and the schema of its data. */
export interface EventDefinition<TData> {
  readonly type: string;
  readonly version: number;
  readonly dataSchema: z.ZodType<TData>;
}

export function defineEvent<TData>(
  type: string,
  version: number,
  dataSchema: z.ZodType<TData>,
): EventDefinition<TData> {
  return { type, version, dataSchema };
}

/** Validates an incoming envelope against a definition; throws a ZodError or an Error when it does not match. */
export function parseEvent<TData>(definition: EventDefinition<TData>, raw: unknown): EventEnvelope<TData> {
  const envelope = eventEnvelopeSchema.parse(raw);
  if (envelope.type !== definition.type || envelope.version !== definition.version) {
    throw new Error(
      `Expected event ${definition.type} v${definition.version}, got ${envelope.type} v${envelope.version}`,
    );
  }
  return { ...envelope, data: definition.dataSchema.parse(envelope.data) };
}

/**
 * A new envelope for an event: a fresh messageId (the consumers' idempotency key), the definition's type
 * and version, and when it happened. Every producer builds its events with this.
 */
export function createEventEnvelope<TData>(
  definition: EventDefinition<TData>,
  data: TData,
  occurredAt: Date,
): EventEnvelope<TData> {
  return {
    messageId: globalThis.crypto.randomUUID(),
    type: definition.type,
    version: definition.version,
    occurredAt: occurredAt.toISOString(),
    data,
  };
}
