/**
 * A one-line description of a failure for logs and the outbox. Deliberately not the whole error
 * object: errors raised while handling an event may carry parts of its payload.
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 1000);
  return String(error).slice(0, 1000);
}
