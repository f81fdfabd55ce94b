import { describe, expect, it } from 'vitest';
import { adminAuthRoutes } from '../admin-auth.js';
import { errorResponseSchema } from '../envelope.js';
import type { RouteTable } from '../http/define-routes.js';
import { adminVendorRoutes, blogRoutes, recommendationRoutes, stallRequirementsRoutes, uploadRoutes, vendorRoutes } from './marketplace-routes.js';

const marketplaceTables: RouteTable[] = [blogRoutes, vendorRoutes, adminVendorRoutes, uploadRoutes, recommendationRoutes, stallRequirementsRoutes];
const routes = marketplaceTables.flatMap((table) => Object.entries(table));

describe('marketplace routes', () => {
  it('have names unique across the API', () => {
    const names = [...routes.map(([name]) => name), ...Object.keys(adminAuthRoutes)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('have no two routes on the same method and path', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keep the public paths of the marketplace and DESIGN', () => {
    expect(routes.map(([, route]) => `${route.method} ${route.path}`).sort()).toEqual(
      [
        'GET /api/blogs',
        'GET /api/blogs/:id',
        'POST /api/blogs',
        'PUT /api/blogs/:id',
        'PATCH /api/blogs/:id',
        'DELETE /api/blogs/:id',
        'GET /api/vendors',
        'POST /api/vendor/register',
        'POST /api/vendor/register/confirm',
        'GET /api/admin/vendors',
        'GET /api/admin/vendors/:id',
        'POST /api/admin/vendors',
        'PUT /api/admin/vendors/:id',
        'PATCH /api/admin/vendors/:id',
        'DELETE /api/admin/vendors/:id',
        'GET /api/admin/stats',
        'POST /api/upload/logo',
        'POST /api/upload/portfolio',
        'POST /api/upload/testimonial',
        'POST /api/recommendations/events',
        'GET /api/events',
        'POST /api/stall-requirements',
      ].sort(),
    );
  });

  it('declare a success answer, and 401 exactly on admin routes and the private link that confirms a registration', () => {
    // The confirmation link answers a wrong, used or expired token with 401, as the builder-bid links do.
    const privateLinkRoutes = new Set(['confirmVendorEmail']);
    for (const [name, route] of routes) {
      const statuses = Object.keys(route.responses).map(Number);
      expect(
        statuses.some((status) => status === 200 || status === 201),
        name,
      ).toBe(true);
      expect(statuses.includes(401), name).toBe(route.admin === true || privateLinkRoutes.has(name));
    }
  });

  it('declare 400 wherever input is read, 404 wherever an id may be missing, 413 on uploads', () => {
    for (const [name, route] of routes) {
      if (route.body || route.query || route.params) expect(route.responses[400], name).toBe(errorResponseSchema);
      if (route.params) expect(route.responses[404], name).toBe(errorResponseSchema);
      expect(route.responses[413] !== undefined, name).toBe(route.multipart === true);
    }
  });

  it('make blog and vendor writes admin-only, but not uploads or registration', () => {
    expect([blogRoutes.createBlog, blogRoutes.updateBlog, blogRoutes.deleteBlog].every((route) => route.admin)).toBe(true);
    expect(Object.values(adminVendorRoutes).every((route) => route.admin)).toBe(true);
    expect(Object.values(uploadRoutes).some((route) => 'admin' in route)).toBe(false);
    expect('admin' in vendorRoutes.registerVendor).toBe(false);
  });

  it('refuse ids that could reach a query as something other than an id', () => {
    const params = blogRoutes.getBlog.params;
    expect(params.parse({ id: 'top-10-booth-ideas' })).toEqual({ id: 'top-10-booth-ideas' });
    expect(params.safeParse({ id: '{"$ne":null}' }).error?.issues[0]?.message).toBe('Blog id may contain only letters, digits, - and _.');
    expect(adminVendorRoutes.getAdminVendor.params.safeParse({ id: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('Vendor id is too long.');
  });
});
