import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMERIC_TEXT_PATTERN, apiRoutes, fileResponseSchema, keyOnlyRoutes, scopeOfRoute, type RouteDefinition } from '@stallplan/contracts';
import type { OpenApiDocument } from '../src/domain/contract-openapi-document.js';
import type { Operation } from '../src/domain/contract-openapi-operation.js';
import { buildGateway } from './helper.js';

const routes = Object.entries(apiRoutes) as Array<[string, RouteDefinition]>;
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/docs/json', () => {
  let gateway: FastifyInstance;
  let document: OpenApiDocument;
  const operation = (route: RouteDefinition): Operation => document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()] as Operation;

  beforeAll(async () => {
    gateway = await buildGateway();
    const response = await gateway.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => gateway.close());

  it('lists each contract route once and no forwarding wildcard', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.includes('*') || path.endsWith('/'))).toEqual([]);
    const documented = paths.flatMap((path) => Object.keys(document.paths[path] ?? {}).map((method) => `${method.toUpperCase()} ${path}`));
    const expected = ['GET /api/health', ...routes.map(([, route]) => `${route.method} ${openApiPath(route.path)}`)];
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('describes each upload as the form its service reads: the field, the most images it takes, the image types', () => {
    const uploads = routes.filter(([, route]) => route.multipart);
    expect(uploads.map(([name]) => name).sort()).toEqual(['uploadLogo', 'uploadPortfolio', 'uploadTestimonialImages']);
    for (const [name, route] of uploads) {
      const form = operation(route).requestBody?.content['multipart/form-data'];
      const field = route.files?.field ?? '';
      expect(form?.schema, name).toMatchObject({ type: 'object', required: [field] });
      expect(form?.encoding?.[field]?.contentType, name).toBe('image/jpeg, image/png, image/webp');
    }
    const portfolio = operation(apiRoutes.uploadPortfolio).requestBody?.content['multipart/form-data']?.schema as { properties: Record<string, unknown> };
    expect(portfolio.properties.portfolioImages).toMatchObject({ type: 'array', minItems: 1, maxItems: 10, items: { format: 'binary' } });
    const logo = operation(apiRoutes.uploadLogo).requestBody?.content['multipart/form-data']?.schema as { properties: Record<string, unknown> };
    expect(logo.properties.logo).toMatchObject({ type: 'string', format: 'binary', minLength: 1, maxLength: 5 * 1024 * 1024 });
  });

  it('names every operation after its contract route, once', () => {
    for (const [name, route] of routes) expect(operation(route).operationId).toBe(name);
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every request an example that parses with the schema the service validates with', () => {
    const failures: string[] = [];
    for (const [name, route] of routes) {
      const op = operation(route);
      const valueOf = (where: 'path' | 'query') =>
        Object.fromEntries((op.parameters ?? []).filter((p) => p.in === where && p.example !== undefined).map((p) => [p.name, p.example]));
      if (route.params && !route.params.safeParse(valueOf('path')).success) failures.push(`${name}: path example`);
      if (route.query && !route.query.safeParse(valueOf('query')).success) failures.push(`${name}: query example`);
      if (route.body && !route.multipart) {
        const example = op.requestBody?.content['application/json']?.example;
        const parsed = route.body.safeParse(example);
        if (!parsed.success)
          failures.push(`${name}: body example ${JSON.stringify(example)}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives every answer an example that parses with its contract schema', () => {
    const failures: string[] = [];
    for (const [name, route] of routes) {
      for (const [status, schema] of Object.entries(route.responses)) {
        if (!schema || schema === fileResponseSchema) continue;
        const example = operation(route).responses[status]?.content?.['application/json']?.example;
        const parsed = schema.safeParse(example);
        if (!parsed.success)
          failures.push(
            `${name} ${status}: ${JSON.stringify(example)?.slice(0, 200)}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('documents the error answers with the envelope', () => {
    for (const [name, route] of routes) {
      const statuses = Object.keys(operation(route).responses).map(Number);
      expect(statuses, name).toEqual(expect.arrayContaining([429, 500, 503]));
      if (route.params || route.query || route.body) expect(statuses, name).toContain(400);
      if (route.params) expect(statuses, name).toContain(404);
      if (route.admin) expect(statuses, name).toContain(401);
    }
    expect(operation(apiRoutes.getVendorProfile).responses['404']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
    expect(document.components.schemas).toMatchObject({ ErrorEnvelope: { required: ['success', 'error'] } });
  });

  it('states who may call each operation: the admin token, an API key with its scope, or anyone', () => {
    expect(document.components.securitySchemes).toEqual({
      adminToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-admin-token' }),
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    for (const [name, route] of routes) {
      const op = operation(route);
      const scope = scopeOfRoute(name);
      if (route.admin) expect(op.security, name).toEqual([{ adminToken: [] }]);
      else if (scope && keyOnlyRoutes.has(name)) expect(op.security, name).toEqual([{ apiKey: [] }]);
      else if (scope) expect(op.security, name).toEqual([{}, { apiKey: [] }]);
      else expect(op.security, name).toBeUndefined();
      expect(op['x-stallplan-scope'], name).toBe(route.admin ? undefined : scope);
      if (scope && !route.admin) expect(op.description, name).toContain(`/api/v1${route.path.slice(4)}`);
      expect(
        [401, 403].every((status) => status in op.responses),
        name,
      ).toBe(Boolean(scope) && !route.admin);
    }
  });

  it('states what a numeric field accepts as it is accepted: numbers and numeric text', () => {
    const body = operation(apiRoutes.searchFlights).requestBody?.content['application/json']?.schema as { properties: Record<string, unknown> };
    expect(body.properties.passengers).toMatchObject({
      anyOf: [expect.objectContaining({ type: 'integer', minimum: 1 }), { type: 'string', pattern: NUMERIC_TEXT_PATTERN, example: '1' }, expect.anything()],
    });
  });
});
