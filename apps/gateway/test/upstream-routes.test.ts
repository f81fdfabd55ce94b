import { gatewayRoutes, routesByService, type RouteDefinition } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { upstreamRoutes } from '../src/routes/proxy/upstream-routes.js';

/** The upstream whose prefix covers a path, longest prefix first, as the proxy routes it. */
function upstreamFor(path: string) {
  return [...upstreamRoutes]
    .filter((route) => path === route.prefix || path.startsWith(`${route.prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

/** The gateway proxies /api and /generate-roi-guide only; other paths are service-to-service calls. */
function isPublic(route: RouteDefinition): boolean {
  return route.path.startsWith('/api') || route.path.startsWith('/generate');
}

describe('the proxy table and the contracts agree', () => {
  for (const [service, table] of Object.entries(routesByService)) {
    for (const [name, route] of (Object.entries(table) as Array<[string, RouteDefinition]>).filter(([, route]) => isPublic(route))) {
      it(`${name}: ${route.method} ${route.path} reaches ${service}`, () => {
        const upstream = upstreamFor(route.path);
        expect(upstream?.service).toBe(service);
        if (route.admin) {
          // An admin call must be refused at the gateway without a valid session.
          const guarded = upstream?.access === 'admin' || (upstream?.access === 'admin-writes' && route.method !== 'GET');
          expect(guarded).toBe(true);
        }
      });
    }
  }

  it('never proxies an internal call', () => {
    const internal = Object.values(routesByService).flatMap((table) => (Object.values(table) as RouteDefinition[]).filter((route) => !isPublic(route)));
    expect(internal.map((route) => route.path)).toContain('/internal/vendor-registrations');
    for (const route of internal) expect(upstreamFor(route.path)).toBeUndefined();
  });

  it('answers its own admin calls rather than proxying them', () => {
    for (const route of Object.values(gatewayRoutes) as RouteDefinition[]) expect(upstreamFor(route.path)).toBeUndefined();
  });
});
