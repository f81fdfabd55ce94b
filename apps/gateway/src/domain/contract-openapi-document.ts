import { errorResponseSchema, gatewayHealthSchema, type RouteDefinition, type RouteTable } from '@stallplan/contracts';
import { operationOf, type Operation } from './contract-openapi-operation.js';
import { jsonSchemaOf } from './contract-openapi-schema.js';

/** `GET /api/health` is the gateway's own and in no service's contract; it is described here the same way. */
export const gatewayHealthRoute: RouteDefinition = {
  method: 'GET',
  path: '/api/health',
  summary: 'State of every service behind the gateway',
  description: 'Answers 200 when every service has a ready process and 503 (same body, `status: degraded`) when one has none.',
  responses: { 200: gatewayHealthSchema, 503: gatewayHealthSchema },
};

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
}

/**
 * The OpenAPI document, built only from the contract entries the services validate with: one
 * operation per route, never the gateway's forwarding wildcards.
 */
export function openApiDocumentOf(routes: RouteTable): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, route] of Object.entries({ getHealth: gatewayHealthRoute, ...routes })) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name, route) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'StallPlan API',
      description:
        'Exhibition stall planning and builder marketplace for exhibitors in India. Every failure answers with the envelope ' +
        '`{ success: false, error, details? }`. Integrators call `/api/v1/...` with `Authorization: Bearer sp_key_...`; see each operation.',
      version: '1.0.0',
    },
    paths,
    components: {
      securitySchemes: {
        adminToken: { type: 'apiKey', in: 'header', name: 'x-admin-token', description: 'An admin session token from `POST /api/admin/login`.' },
        apiKey: { type: 'http', scheme: 'bearer', description: 'An integrator API key, `sp_key_...`, with the scopes the operation names.' },
      },
      schemas: { ErrorEnvelope: jsonSchemaOf(errorResponseSchema, 'output') },
    },
  };
}
