import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { refuseReadiness } from './readiness.js';

const IDLE_SWEEP_MS = 100;

export interface ListenOptions {
  port: number;
  host: string;
  /** How long in-flight requests get to finish on SIGTERM before the process exits anyway. */
  graceMs?: number;
  /**
   * On SIGTERM, how long `/ready` answers 503 while every request is still served, so whatever
   * balances over this process (the gateway's probe, a cluster's readiness check) stops sending
   * here before the listener closes. 0: close at once.
   */
  drainMs?: number;
}

/**
 * What a stop signal sets off: on SIGTERM, first the drain (see ListenOptions.drainMs), then the
 * server stops listening, lets in-flight requests finish and closes idle connections. Any other
 * signal (a terminal's Ctrl-C) skips the drain.
 */
export async function shutDown(server: FastifyInstance, options: { signal?: NodeJS.Signals | undefined; drainMs: number }): Promise<void> {
  if (options.signal === 'SIGTERM' && options.drainMs > 0) {
    refuseReadiness(server.readinessChecks, 'is shutting down');
    server.log.info({ drainMs: options.drainMs }, 'draining: /ready answers 503 while requests are still served');
    await sleep(options.drainMs);
  }
  // Fastify closes the connections that are idle when it starts closing; a keep-alive connection whose
  // request was still in flight would stay open after its answer, holding the close for the keep-alive timeout.
  const sweep = setInterval(() => server.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await server.close();
  } finally {
    clearInterval(sweep);
  }
}

/** Listens, and shuts down cleanly on SIGTERM, SIGINT or an uncaught error. */
export async function startServer(server: FastifyInstance, options: ListenOptions): Promise<void> {
  const drainMs = options.drainMs ?? 0;
  closeWithGrace({ delay: drainMs + (options.graceMs ?? 10_000) }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'shutting down after an error');
    else server.log.info({ signal }, 'shutting down');
    await shutDown(server, { signal, drainMs });
  });
  await server.listen({ port: options.port, host: options.host });
}
