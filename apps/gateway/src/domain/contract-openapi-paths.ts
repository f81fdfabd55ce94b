import { fileResponseSchema, type RouteDefinition, type RouteTable } from '@stallplan/contracts';

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: unknown;
}

interface Operation {
  summary: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  security?: Array<Record<string, string[]>>;
}

export type PathItems = Record<string, Record<string, unknown>>;

function jsonSchema(schema: NonNullable<RouteDefinition['body']>, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = schema.toJSONSchema({ target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(schema: RouteDefinition['params'], where: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.includes(name), schema: property }));
}

function operationOf(route: RouteDefinition): Operation {
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  const responses = Object.fromEntries(
    Object.entries(route.responses).map(([status, schema]) => {
      const description = Number(status) < 400 ? 'Success' : 'Refused';
      if (!schema) return [status, { description }];
      if (schema === fileResponseSchema)
        return [status, { description: 'A PDF file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }];
      return [status, { description, content: { 'application/json': { schema: jsonSchema(schema, 'output') } } }];
    }),
  );
  const requestBody: Operation['requestBody'] = route.multipart
    ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } }
    : route.body
      ? { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } }
      : undefined;
  return {
    summary: route.summary,
    tags: [route.path.split('/').filter((part) => part && part !== 'api')[0] ?? 'api'],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(route.admin ? { security: [{ adminToken: [] }] } : {}),
  };
}

/**
 * The proxied routes, described from their contracts: the gateway forwards them through wildcards,
 * which document nothing. A route the gateway declares itself keeps its own description.
 */
export function withContractPaths(paths: PathItems, routes: RouteTable): PathItems {
  const merged: PathItems = { ...paths };
  for (const route of Object.values(routes)) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const method = route.method.toLowerCase();
    const item = { ...merged[path] };
    if (item[method] === undefined) item[method] = operationOf(route);
    merged[path] = item;
  }
  return merged;
}
