import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiRoutes } from '@stallplan/contracts';
import { openApiDocumentOf } from '../../domain/contract-openapi-document.js';

/**
 * `/api/docs` serves a document built from the contracts alone: the routes the gateway registers
 * (its forwarding wildcards included) describe nothing a client should call by their own shape.
 */
async function swaggerPlugin(fastify: FastifyInstance) {
  const document = openApiDocumentOf(apiRoutes);
  await fastify.register(swagger, {
    openapi: { info: document.info },
    transform: ({ schema, url }) => ({ schema: { ...schema, hide: true }, url }),
    transformObject: () => document,
  });
  await fastify.register(swaggerUi, { routePrefix: '/api/docs' });
}

export const gatewaySwagger = fp(swaggerPlugin, { name: 'gateway-swagger', fastify: '5.x' });
