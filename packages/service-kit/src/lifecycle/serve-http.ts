import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from 'pino';

export interface HttpServerHandle {
  readonly server: http.Server;
  readonly port: number;
  readonly url: string;
  /** Stops accepting, lets in-flight requests finish, then closes; forces the rest after `graceMs`. */
  close(graceMs?: number): Promise<void>;
}

export interface ServeHttpOptions {
  app: Express;
  port: number;
  host: string;
  logger: Logger;
  name: string;
}

/** Listens (port 0 picks a free port, as tests do) and resolves once the server accepts connections. */
export async function serveHttp({
  app,
  port,
  host,
  logger,
  name,
}: ServeHttpOptions): Promise<HttpServerHandle> {
  const server = http.createServer(app);
  // Keep-alive longer than a typical proxy's idle timeout, so the gateway's pooled sockets are not cut mid-request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  logger.info({ url }, `${name} listening`);
  return { server, port: address.port, url, close: (graceMs = 10_000) => closeGracefully(server, graceMs) };
}

async function closeGracefully(server: http.Server, graceMs: number): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets would hold the server open until they time out: close each one as soon as it is
  // idle, which for a socket with a request in flight is right after its response.
  const closeIdle = setInterval(() => server.closeIdleConnections(), 25);
  const force = setTimeout(() => server.closeAllConnections(), graceMs);
  force.unref();
  await closed;
  clearInterval(closeIdle);
  clearTimeout(force);
}
