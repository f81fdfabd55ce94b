import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiRoutes } from '@stallplan/contracts';
import { withContractPaths, type PathItems } from '../../domain/contract-openapi-paths.js';

/**
 * The OpenAPI document comes from zod schemas: the gateway's own routes' declarations, and for
 * the proxied wildcards (hidden), the contracts of the routes they forward.
 */
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
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      return { ...openapiObject, paths: withContractPaths((openapiObject.paths ?? {}) as PathItems, apiRoutes) };
    },
  });
  await fastify.register(swaggerUi, { routePrefix: '/api/docs' });
}

export const gatewaySwagger = fp(swaggerPlugin, { name: 'gateway-swagger', fastify: '5.x' });
