import { apiRoutes, scopeOfRoute, versionedPath, type KeyedRouteName, type RouteDefinition } from '@stallplan/contracts';

type ApiRoutes = typeof apiRoutes;

/** The routes a key may call, each at its versioned path. Naming a route that is not in `apiRoutes` fails to compile. */
export type KeyedRoutes = { [K in KeyedRouteName]: Omit<ApiRoutes[K], 'path'> & { path: string } };

/** The contracts' routes that have a scope, with `/api/x` moved to `/api/v1/x`, where the gateway takes keyed calls. */
export const keyedRoutes = Object.fromEntries(
  Object.entries(apiRoutes as Record<string, RouteDefinition>)
    .filter(([name]) => scopeOfRoute(name) !== undefined)
    .map(([name, route]) => [name, { ...route, path: versionedPath(route.path) }]),
) as KeyedRoutes;
