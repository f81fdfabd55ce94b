import { fileResponseSchema, type RouteDefinition } from '@stallplan/contracts';

/** Extra description for a contract route; it changes nothing the route accepts or answers. */
export interface ContractRouteOptions {
  tags?: string[];
}

type FieldOf<R, K extends string> = R extends { [key in K]: infer S } ? S : never;
type Only<R, From extends string, To extends string> = [FieldOf<R, From>] extends [never] ? unknown : { [key in To]: FieldOf<R, From> };

/** The responses a service declares: a file answer (a PDF) is sent as bytes, with no schema to serialise it. */
export type ServedResponses<Responses> = {
  [Status in keyof Responses as Responses[Status] extends typeof fileResponseSchema ? never : Status]: Responses[Status];
};

/** The route schema a contract entry gives: the zod objects themselves, so fastify types the handler from them. */
export type ContractSchema<R extends RouteDefinition> = {
  summary: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  consumes?: string[];
  response: ServedResponses<R['responses']>;
} & Only<R, 'params', 'params'> &
  Only<R, 'query', 'querystring'> &
  (R extends { multipart: true } ? unknown : Only<R, 'body', 'body'>);

export interface ContractRouteShape<R extends RouteDefinition> {
  method: R['method'];
  url: R['path'];
  schema: ContractSchema<R>;
}

/** The schemas a service serves for a status: every one the contract names except a file answer. */
export function servedResponses<Responses extends RouteDefinition['responses']>(responses: Responses): ServedResponses<Responses> {
  return Object.fromEntries(Object.entries(responses).filter(([, schema]) => schema !== fileResponseSchema)) as ServedResponses<Responses>;
}

/**
 * Method, URL and schemas of a route, taken from its contract entry, to spread into `app.route`:
 *
 *   app.route({ ...fromContract(blogRoutes.getBlog, { tags: ['blogs'] }), preHandler, handler })
 *
 * Params, query, body and responses are the contract's own zod objects, so the zod type provider
 * types `request` and checks replies from them, and the conformance check can compare by identity.
 * A multipart body is read by the route itself; the schema then only says what it consumes.
 */
export function fromContract<const R extends RouteDefinition>(entry: R, options: ContractRouteOptions = {}): ContractRouteShape<R> {
  const schema = {
    summary: entry.summary,
    ...(options.tags ? { tags: options.tags } : {}),
    ...(entry.admin ? { security: [{ adminToken: [] }] } : {}),
    ...(entry.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body && !entry.multipart ? { body: entry.body } : {}),
    response: servedResponses(entry.responses),
  };
  return { method: entry.method, url: entry.path, schema: schema as ContractSchema<R> };
}
