import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../http/define-routes.js';
import { apiRoutes } from '../clients/service-routes.js';
import { API_SCOPES, keyOnlyRoutes, routeScopes, scopeOfRoute, versionedPath } from './api-scopes.js';

const routes = apiRoutes as Record<string, RouteDefinition>;

describe('route scopes', () => {
  it('name only routes of the public API, and never an admin route', () => {
    for (const name of Object.keys(routeScopes)) {
      expect(routes[name], name).toBeDefined();
      expect(routes[name]?.admin, name).toBeFalsy();
    }
  });

  it('give every key-only route a scope', () => {
    for (const name of keyOnlyRoutes) expect(scopeOfRoute(name), name).toBeDefined();
  });

  it('use every scope but contacts:read, which only shapes webhook payloads', () => {
    const used = new Set(Object.values(routeScopes));
    expect(API_SCOPES.filter((scope) => !used.has(scope))).toEqual(['contacts:read']);
  });

  it('give keyed routes a versioned path under /api/v1', () => {
    for (const name of Object.keys(routeScopes)) expect(versionedPath(routes[name]!.path)).toMatch(/^\/api\/v1\//);
    expect(versionedPath('/api/vendors/:id')).toBe('/api/v1/vendors/:id');
    expect(() => versionedPath('/generate-roi-guide')).toThrow(TypeError);
  });

  it('know nothing of names outside the table, even inherited ones', () => {
    expect(scopeOfRoute('adminLogin')).toBeUndefined();
    expect(scopeOfRoute('toString')).toBeUndefined();
  });
});
