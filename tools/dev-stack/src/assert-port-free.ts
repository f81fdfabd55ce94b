import { createServer } from 'node:net';
import { PortInUseError } from './port-in-use-error.js';

/** Fails with a PortInUseError naming the purpose when something already listens on host:port. */
export function assertPortFree(port: number, purpose: string, hint?: string, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new PortInUseError(port, purpose, hint) : error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}
