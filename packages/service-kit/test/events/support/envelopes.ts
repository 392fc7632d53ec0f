import { randomUUID } from 'node:crypto';
import { defineEvent } from '@manan/contracts';
import type { EventEnvelope } from '@manan/contracts';
import pino from 'pino';
import { z } from 'zod';

export const counterIncremented = defineEvent(
  'test.counter.incremented.v1',
  1,
  z.object({ counter: z.string(), by: z.number().int() }),
);

export function counterEvent(counter = 'visits', by = 1): EventEnvelope<{ counter: string; by: number }> {
  return {
    messageId: randomUUID(),
    type: counterIncremented.type,
    version: 1,
    occurredAt: new Date().toISOString(),
    data: { counter, by },
  };
}

export const silentLogger = pino({ level: 'silent' });

/** Resolves when `condition` holds; fails the test with `description` after `timeoutMs`. */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  description: string,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
