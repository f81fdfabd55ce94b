import { describe, expect, it } from 'vitest';
import { apiRoutes, defineRoutes } from '@stallplan/contracts';
import { contractRouteMatcher } from './contract-route-matcher.js';

describe('contractRouteMatcher', () => {
  const match = contractRouteMatcher();
  const nameOf = (method: string, path: string) => match(method, path)?.name ?? null;

  it('finds the contract route of a call by method and path', () => {
    expect(nameOf('GET', '/api/vendors')).toBe('listVendors');
    expect(nameOf('GET', '/api/vendors/abc')).toBe('getVendorProfile');
    expect(nameOf('GET', '/api/vendors/abc/reviews')).toBe('listVendorReviews');
    expect(nameOf('POST', '/api/plans/tok/versions/3/restore')).toBe('restorePlanVersion');
    expect(nameOf('DELETE', '/api/webhooks/0123456789abcdef01234567')).toBe('deleteMyWebhook');
  });

  it('tells routes on one path apart by method, and a static segment from a parameter', () => {
    expect(nameOf('POST', '/api/my-plans/sessions')).toBe('signIn');
    expect(nameOf('GET', '/api/my-plans/sessions')).toBe('listMyPlans');
    expect(nameOf('GET', '/api/webhooks')).toBe('listMyWebhooks');
    expect(nameOf('POST', '/api/webhooks')).toBe('createMyWebhook');
  });

  it('matches HEAD as GET, decodes escapes as the service will, and ignores the query string', () => {
    expect(nameOf('HEAD', '/api/events')).toBe('listEvents');
    expect(nameOf('GET', '/api/%76endors')).toBe('listVendors');
    expect(nameOf('GET', '/api/vendors?page=2')).toBe('listVendors');
  });

  it('finds nothing for a path or method no contract has', () => {
    expect(nameOf('GET', '/api/vendors/abc/portfolio')).toBeNull();
    expect(nameOf('PUT', '/api/vendors')).toBeNull();
    expect(nameOf('GET', '/api/nothing')).toBeNull();
    expect(nameOf('GET', '/health')).toBeNull();
  });

  it('knows every route of the contracts', () => {
    for (const [name, route] of Object.entries(apiRoutes)) {
      const path = route.path.replace(/:[A-Za-z]+/g, 'x1');
      expect(nameOf(route.method, path), `${route.method} ${route.path}`).toBe(name);
    }
  });

  it('takes another table of routes', () => {
    const only = contractRouteMatcher(defineRoutes({ ping: { method: 'GET', path: '/api/ping', summary: 'ping', responses: {} } }));
    expect(only('GET', '/api/ping')?.route.path).toBe('/api/ping');
    expect(only('GET', '/api/vendors')).toBeNull();
  });
});
