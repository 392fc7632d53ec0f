import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '@manan/service-kit';
import type { GatewayThreadData, GatewayThreadReady } from './gateway-thread';
import type { ServiceUrls } from './serve-gateway';

export interface GatewayThread {
  host: string;
  port: number;
  metricsUrl: string;
  /** Asks the thread to stop (in-flight requests finish) and resolves once it has ended. */
  stop(): Promise<void>;
}

/** Beyond the gateway's own 5 s grace for in-flight requests and the final span export. */
const stopTimeoutMs = 15_000;

/**
 * Runs the gateway on a worker thread of this process. In one event loop every proxied request was
 * handled twice on one core (by the gateway, then by the service it went to); on its own thread the
 * gateway and the services use a core each, as a separate reverse proxy would. Resolves once its
 * listeners accept connections; `onFailure` is told if the thread ends without having been asked to.
 */
export function startGatewayThread(
  env: NodeJS.ProcessEnv,
  services: ServiceUrls,
  logger: Logger,
  onFailure: (error: Error) => void,
): Promise<GatewayThread> {
  const data: GatewayThreadData = { env: { ...env }, services };
  // Compiled JS beside this file (dist/src); the thread reads the same environment as its configuration.
  const worker = new Worker(path.join(__dirname, 'gateway-thread.js'), {
    workerData: data,
    env: data.env,
    name: 'svc-gateway',
  });
  let stopping = false;
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  return new Promise<GatewayThread>((resolve, reject) => {
    const failBeforeReady = (error: Error) => reject(error);
    worker.once('error', failBeforeReady);
    void exited.then((code) => reject(new Error(`the gateway thread exited (${code}) before it was ready`)));
    worker.once('message', (ready: GatewayThreadReady) => {
      worker.off('error', failBeforeReady);
      worker.on('error', (error) => {
        logger.fatal({ err: error }, 'gateway thread failed');
      });
      void exited.then((code) => {
        if (!stopping) onFailure(new Error(`the gateway thread ended unexpectedly (${code})`));
      });
      resolve({
        host: ready.host,
        port: ready.port,
        metricsUrl: ready.metricsUrl,
        async stop() {
          if (stopping) return void (await exited);
          stopping = true;
          worker.postMessage('stop');
          const deadline = setTimeout(() => {
            logger.error({ timeoutMs: stopTimeoutMs }, 'gateway thread did not stop in time; terminating it');
            void worker.terminate();
          }, stopTimeoutMs);
          await exited;
          clearTimeout(deadline);
        },
      });
    });
  });
}
