import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** Forwards a local port to a target; stopping it cuts every connection, as a network outage would. */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private listenPort = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  get port(): number {
    return this.listenPort;
  }

  /** Listens on the port it had before (a fresh one the first time). */
  async start(): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.listenPort = (server.address() as AddressInfo).port;
    return this.listenPort;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
