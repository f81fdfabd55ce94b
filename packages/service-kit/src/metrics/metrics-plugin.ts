import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { watchDependencies } from './dependency-gauges.js';
import { httpMetricsPlugin } from './http-metrics.js';
import { collectProcessMetrics, createMetricsRegistry } from './metrics-registry.js';
import { startMetricsListener, type MetricsListener } from './metrics-listener.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's metrics; a service registers its own series here (`travelCacheRequests(fastify.metrics)`). */
    metrics: Registry;
  }
}

export interface MetricsPluginOptions {
  service: string;
  /** Request series, process metrics and the Mongo and Redis gauges; off, a service's own series are kept but never served. */
  collect: boolean;
}

/** Gives every app a registry, and with `collect` the series every process shares. */
async function metrics(fastify: FastifyInstance, opts: MetricsPluginOptions) {
  const registry = createMetricsRegistry(opts.service);
  fastify.decorate('metrics', registry);
  if (!opts.collect) return;
  collectProcessMetrics(registry);
  await fastify.register(httpMetricsPlugin, { registry });
  // Once every plugin has loaded: the Mongo and Redis plugins add their probes as they connect.
  fastify.addHook('onReady', async () => {
    watchDependencies(registry, fastify.readinessChecks);
  });
}

export const metricsPlugin = fp(metrics, { name: 'stallplan-metrics', fastify: '5.x' });

/** Serves the app's registry on its own listener until the app closes. */
export async function serveMetrics(fastify: FastifyInstance, options: { host: string; port: number }): Promise<MetricsListener> {
  // The registry is decorated as createServer's plugins load, which may not have happened yet.
  await fastify.after();
  const listener = await startMetricsListener({ registry: fastify.metrics, ...options });
  fastify.addHook('onClose', () => listener.close());
  fastify.log.info({ url: listener.url }, 'metrics served');
  return listener;
}
