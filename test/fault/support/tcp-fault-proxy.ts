import net from 'node:net';

/**
 * A TCP proxy between the app and RabbitMQ that can cut the broker off: cut() drops every open connection
 * and refuses new ones (as a dead broker or a broken network would), restore() lets connections through
 * again. So a fault test needs no second broker and never stops the shared one.
 */
export interface TcpFaultProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpFaultProxy(target: { host: string; port: number }): Promise<TcpFaultProxy> {
  const open = new Set<net.Socket>();
  let cutOff = false;

  const server = net.createServer((client) => {
    if (cutOff) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // Either side failing ends both, like a dropped connection.
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cutOff = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cutOff = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
