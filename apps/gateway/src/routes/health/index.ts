import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gatewayHealthSchema, serviceNames } from '@stallplan/contracts';
import { probeUpstream } from '../../upstreams/probe-upstream.js';
import { summariseUpstreams } from '../../domain/summarise-upstreams.js';

const PROBE_TIMEOUT_MS = 1500;

/** `GET /api/health`: 200 only when every service behind the gateway has a ready process. */
export default async function healthRoutes(fastify: FastifyInstance) {
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
      const results = await Promise.all(
        serviceNames.map(async (name) => {
          const probes = await Promise.all(fastify.upstreamPools[name].urls.map((url) => probeUpstream(url, PROBE_TIMEOUT_MS)));
          return [name, summariseUpstreams(probes)] as const;
        }),
      );
      const services = Object.fromEntries(results);
      const allReady = results.every(([, state]) => state.status === 'ready');
      return reply.code(allReady ? 200 : 503).send({ success: allReady, status: allReady ? 'ready' : 'degraded', services });
    },
  );
}
