import { UnprocessableEventError } from './event-bus.port';
import type { EventHandler } from './event-bus.port';

/** One queue, one handler per event type: routes each delivery by its `type`. */
export function routeEventsByType(handlers: Readonly<Record<string, EventHandler>>): EventHandler {
  return async (envelope) => {
    const handler = Object.hasOwn(handlers, envelope.type) ? handlers[envelope.type] : undefined;
    if (!handler) throw new UnprocessableEventError(`No handler for event type ${envelope.type}`);
    await handler(envelope);
  };
}
