import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { httpRequestDuration, httpRequestsTotal } from './stallplan-metrics.js';

/** The route label of a request no route matched: raw URLs would make a series per scanner probe. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The route's pattern (`/api/vendors/:id`), never the URL it was called with. */
export function routeLabel(request: FastifyRequest): string {
  if (request.is404) return UNMATCHED_ROUTE;
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** Counts every answer and its latency by method, route pattern and status. */
async function httpMetrics(fastify: FastifyInstance, opts: { registry: Registry }) {
  const requests = httpRequestsTotal(opts.registry);
  const durations = httpRequestDuration(opts.registry);
  fastify.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request), status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
}

export const httpMetricsPlugin = fp(httpMetrics, { name: 'stallplan-http-metrics', fastify: '5.x' });
