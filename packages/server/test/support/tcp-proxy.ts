import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a database, that a test can cut (every connection dropped, new ones
 * refused: the database "goes away") and restore on the same port.
 */
export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones until `restore()`. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    close: stop,
  };
}
