import { createLogger, installShutdownHandlers } from '@manan/service-kit';
import { runEmbedded } from './run-embedded';

/**
 * `npm start`: MANAN on one machine with nothing else installed. The gateway runs on its own thread
 * (EMBEDDED_GATEWAY_THREAD=false keeps it on the services' thread, e.g. on a single-core machine).
 */
async function main(): Promise<void> {
  const logger = createLogger({ service: 'manan', level: process.env.LOG_LEVEL ?? 'info' });
  let gatewayFailed = false;
  let shutdown = async (): Promise<void> => undefined;
  const manan = await runEmbedded(process.env, {
    gatewayThread: process.env.EMBEDDED_GATEWAY_THREAD?.trim().toLowerCase() !== 'false',
    onGatewayFailure: (error) => {
      gatewayFailed = true;
      logger.fatal({ err: error }, 'the gateway stopped; shutting down');
      void shutdown();
    },
  });
  shutdown = installShutdownHandlers({
    logger,
    timeoutMs: 20_000,
    // Without its gateway the app cannot be reached: exit as a failure, so that a supervisor restarts it.
    exit: (code) => process.exit(gatewayFailed ? 1 : code),
    steps: [{ name: 'manan', run: () => manan.stop() }],
  });
  process.stdout.write(`\nMANAN is running at ${manan.url}\n\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
