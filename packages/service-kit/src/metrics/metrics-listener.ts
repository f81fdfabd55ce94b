import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsListenerOptions {
  registry: Registry;
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
}

export interface MetricsListener {
  /** `http://host:port/metrics`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

async function answer(registry: Registry, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://metrics').pathname;
  if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is served here.\n');
    return;
  }
  try {
    const text = await registry.metrics();
    response.writeHead(200, { 'content-type': registry.contentType }).end(request.method === 'HEAD' ? undefined : text);
  } catch (error) {
    response
      .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      .end(`Metrics could not be collected: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}

/**
 * Serves `GET /metrics` on a port of its own, so the public port (the gateway's above all) never
 * exposes it: only the network that scrapes reaches this one.
 */
export async function startMetricsListener(options: MetricsListenerOptions): Promise<MetricsListener> {
  const server = createServer((request, response) => void answer(options.registry, request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/metrics`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's kept-alive connection must not hold the shutdown.
        server.closeAllConnections();
      }),
  };
}
