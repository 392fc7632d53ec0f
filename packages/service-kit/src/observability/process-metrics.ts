import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * Node's default metrics (CPU, memory, event-loop lag, GC, handles) of this process, collected once per
 * process however many services it runs (embedded mode runs four: one collector each would sample the
 * event loop four times over for the same numbers). Every /metrics of the process appends them.
 */
export function processMetricsText(): Promise<string> {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry.metrics();
}
