import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gatewayHealthSchema, serviceNames, serviceReadinessSchema, type GatewayHealth, type ServiceName } from '@stallplan/contracts';
import type { GatewayConfig } from '../../config.js';

const PROBE_TIMEOUT_MS = 1500;

async function probe(baseUrl: string): Promise<GatewayHealth['services'][string]> {
  try {
    const response = await fetch(new URL('/ready', baseUrl), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    const parsed = serviceReadinessSchema.safeParse(await response.json());
    if (!parsed.success) return { status: 'not ready', error: 'answered /ready with an unexpected body' };
    const body = parsed.data;
    return {
      status: response.ok && body.status === 'ready' ? 'ready' : 'not ready',
      checks: body.checks,
      ...(body.error ? { error: body.error } : {}),
    };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : 'is unavailable';
    return { status: 'unavailable', error: reason };
  }
}

/** `GET /api/health`: 200 only when every service behind the gateway is ready. */
export default async function healthRoutes(fastify: FastifyInstance, opts: { config: GatewayConfig }) {
  const urls: Record<ServiceName, string> = {
    catalog: opts.config.CATALOG_URL,
    content: opts.config.CONTENT_URL,
    travel: opts.config.TRAVEL_URL,
    quotes: opts.config.QUOTES_URL,
    notify: opts.config.NOTIFY_URL,
  };

  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'State of every service behind the gateway',
        response: { 200: gatewayHealthSchema, 503: gatewayHealthSchema },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const results = await Promise.all(serviceNames.map(async (name) => [name, await probe(urls[name])] as const));
      const services = Object.fromEntries(results);
      const allReady = results.every(([, state]) => state.status === 'ready');
      return reply.code(allReady ? 200 : 503).send({ success: allReady, status: allReady ? 'ready' : 'degraded', services });
    },
  );
}
