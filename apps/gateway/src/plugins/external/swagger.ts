import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document comes from the routes' zod schemas; proxied wildcards are not documented here. */
async function swaggerPlugin(fastify: FastifyInstance) {
  await fastify.register(swagger, {
    openapi: {
      info: {
        title: 'StallPlan API',
        description: 'Exhibition stall planning and builder marketplace for exhibitors in India.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { adminToken: { type: 'apiKey', in: 'header', name: 'x-admin-token' } },
      },
    },
    transform: (input) => {
      if (input.url.includes('*')) return { schema: { ...input.schema, hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
  });
  await fastify.register(swaggerUi, { routePrefix: '/api/docs' });
}

export const gatewaySwagger = fp(swaggerPlugin, { name: 'gateway-swagger', fastify: '5.x' });
