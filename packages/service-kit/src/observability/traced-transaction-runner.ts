import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { TransactionContext, TransactionRunner } from '../storage/transaction-runner.port';
import { mananTracer, spansRecorded } from './tracing';

/** Each transaction as a client span (`sqlite transaction`, `mongodb transaction`) of whatever trace is active. */
export function tracedTransactionRunner(
  runner: TransactionRunner,
  system: 'sqlite' | 'mongodb',
): TransactionRunner {
  const tracer = mananTracer();
  const name = `${system} transaction`;
  return {
    run<T>(work: (tx: TransactionContext) => Promise<T>): Promise<T> {
      if (!spansRecorded()) return runner.run(work);
      return tracer.startActiveSpan(
        name,
        { kind: SpanKind.CLIENT, attributes: { 'db.system': system } },
        async (span) => {
          try {
            return await runner.run(work);
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    },
  };
}
