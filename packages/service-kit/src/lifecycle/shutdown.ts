import type { Logger } from 'pino';
import { flushLogs } from '../logging/log-destination';

export type ShutdownStep = { name: string; run: () => Promise<void> };

export interface ShutdownOptions {
  logger: Logger;
  steps: ShutdownStep[];
  /** After this long the process exits even if a step hangs. */
  timeoutMs: number;
  exit?: (code: number) => void;
}

/**
 * On SIGTERM/SIGINT: run the steps in order (stop accepting and finish in-flight requests first, then
 * close the database and broker), then exit. An uncaught error or unhandled rejection leaves the process
 * in an unknown state, so it is logged and the process shuts down with a failure code to be restarted.
 */
export function installShutdownHandlers({
  logger,
  steps,
  timeoutMs,
  exit = process.exit,
}: ShutdownOptions): () => Promise<void> {
  let shuttingDown: Promise<void> | undefined;

  const shutdown = (reason: string, exitCode: number): Promise<void> => {
    shuttingDown ??= (async () => {
      logger.info({ reason }, 'shutting down');
      const deadline = setTimeout(() => {
        logger.error({ timeoutMs }, 'shutdown timed out; exiting');
        exit(1);
      }, timeoutMs);
      deadline.unref();
      for (const step of steps) {
        try {
          await step.run();
        } catch (error) {
          logger.error({ err: error, step: step.name }, 'shutdown step failed');
          exitCode = 1;
        }
      }
      clearTimeout(deadline);
      logger.info('shutdown complete');
      // Lines are written in batches: the last ones (this one among them) must reach the log before exiting.
      await flushLogs(logger);
      exit(exitCode);
    })();
    return shuttingDown;
  };

  process.once('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.once('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    void shutdown('uncaughtException', 1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled rejection');
    void shutdown('unhandledRejection', 1);
  });
  return () => shutdown('requested', 0);
}
