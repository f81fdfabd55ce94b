import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpRelay {
  /** `redis://127.0.0.1:<port>` style address of the relay, for the target's scheme. */
  url: string;
  /** Cuts every connection and stops listening: the target looks gone to whoever used the relay. */
  cut(): Promise<void>;
}

/** A local TCP relay to `targetUrl` (host and port), so a test can make a dependency vanish without stopping the shared one. */
export async function startTcpRelay(targetUrl: string): Promise<TcpRelay> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const relayed = new URL(targetUrl);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(port);
  return {
    url: relayed.toString(),
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
