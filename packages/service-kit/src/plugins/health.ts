import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serviceHealthSchema, serviceReadinessSchema, type ReadinessCheck } from '@stallplan/contracts';
import { runProbe } from '../readiness.js';

/** `/health` says the process is alive; `/ready` says its database and Redis answer. */
async function health(fastify: FastifyInstance, opts: { service: string }) {
  const startedAt = Date.now();

  fastify.get('/health', { schema: { hide: true, response: { 200: serviceHealthSchema } }, logLevel: 'warn' }, async () => ({
    success: true as const,
    service: opts.service,
    status: 'ok' as const,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));

  fastify.get(
    '/ready',
    { schema: { hide: true, response: { 200: serviceReadinessSchema, 503: serviceReadinessSchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      const entries = await Promise.all([...fastify.readinessChecks].map(async ([name, probe]) => [name, await runProbe(probe)] as const));
      const checks: Record<string, ReadinessCheck> = {};
      const failing: string[] = [];
      for (const [name, problem] of entries) {
        checks[name] = problem === null ? { status: 'up' } : { status: 'down', error: problem };
        if (problem !== null) failing.push(`${name} ${problem}`);
      }
      if (failing.length > 0) {
        return reply.code(503).send({
          success: false,
          service: opts.service,
          status: 'not ready',
          checks,
          error: `${opts.service} is not ready: ${failing.join('; ')}`,
        });
      }
      return { success: true, service: opts.service, status: 'ready' as const, checks };
    },
  );
}

export const healthPlugin = fp(health, { name: 'stallplan-health', fastify: '5.x' });
