import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Now, as this app sees it; tests set it to check dates against "today". */
    clock: () => Date;
  }
}

async function clock(fastify: FastifyInstance, options: { clock?: () => Date }) {
  fastify.decorate('clock', options.clock ?? (() => new Date()));
}

export const clockPlugin = fp(clock, { name: 'travel-clock', fastify: '5.x' });
