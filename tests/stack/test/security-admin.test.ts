import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type RouteDefinition } from '@stallplan/contracts';
import { startTestStack, type TestStack } from './stack.js';

const NOW = () => Math.floor(Date.now() / 1000);

function base64url(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

/** A JWT like the gateway's (HS256, issuer, audience, role, id, expiry), with any claim or key changed. */
function signToken(secret: string, claims: Record<string, unknown> = {}, header: Record<string, unknown> = { alg: 'HS256' }): string {
  const payload = { role: 'admin', jti: randomUUID(), iss: 'stallplan-gateway', aud: 'stallplan-admin', iat: NOW(), exp: NOW() + 3600, ...claims };
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Every admin call of the contracts, its path filled with an id that names nothing. */
const adminRoutes = Object.entries(apiRoutes as Record<string, RouteDefinition>)
  .filter(([, route]) => route.admin)
  .map(([name, route]) => ({ name, method: route.method, path: route.path.replace(/:[A-Za-z]+/g, 'aaaaaaaaaaaaaaaaaaaaaaaa') }));

/** Every admin path the gateway proxies, including its catch-alls. */
const protectedPrefixes = [
  '/api/admin/vendors',
  '/api/admin/stats',
  '/api/admin/quotes',
  '/api/admin/outbox',
  '/api/admin/enquiries',
  '/api/admin/briefs',
  '/api/admin/bids',
  '/api/admin/reviews',
  '/api/admin/api-keys',
  '/api/admin/webhooks',
  '/api/admin/webhook-deliveries',
];

async function call(
  url: string,
  method: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(url, init);
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { unparsable: text.slice(0, 200) };
  }
  return { status: response.status, json };
}

/** Writes get a body that is refused (400) once the token is accepted, so nothing is changed. */
function emptyBodyFor(method: string): unknown {
  return method === 'POST' || method === 'PUT' || method === 'PATCH' ? {} : undefined;
}

describe('the admin area through the whole stack', () => {
  let stack: TestStack;
  let secret: string;
  let validToken: string;
  let loggedOutToken: string;

  async function login(): Promise<string> {
    const { status, json } = await call(`${stack.gatewayUrl}/api/admin/login`, 'POST', {}, { password: stack.secrets.adminPassword });
    expect(status).toBe(200);
    return (json['data'] as { token: string }).token;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    secret = stack.secrets.adminTokenSecret;
    validToken = await login();
    loggedOutToken = await login();
    // Good before logout, so the refusals below are the logout's doing.
    expect((await call(`${stack.gatewayUrl}/api/admin/verify`, 'GET', { 'x-admin-token': loggedOutToken })).status).toBe(200);
    const logout = await call(`${stack.gatewayUrl}/api/admin/logout`, 'POST', { 'x-admin-token': loggedOutToken });
    expect(logout.status).toBe(200);
  });
  afterAll(async () => {
    await stack?.cleanup();
  });

  it('finds every admin call of the contracts', () => {
    expect(adminRoutes.map((route) => route.name).sort()).toEqual(
      [
        'adminLogout',
        'adminStats',
        'adminVerify',
        'createAdminVendor',
        'createBlog',
        'deleteAdminVendor',
        'deleteBlog',
        'getAdminVendor',
        'listAdminQuotes',
        'listAdminVendors',
        'listEnquiries',
        'listOutbox',
        'updateAdminVendor',
        'updateBlog',
        'patchAdminVendor',
        'patchBlog',
        'listAdminBriefs',
        'listAdminBids',
        'listAdminReviews',
        'approveReview',
        'rejectReview',
        'pinAdminQuote',
        'deleteAdminQuote',
        'listApiKeys',
        'createApiKey',
        'rotateApiKey',
        'revokeApiKey',
        'listWebhookEndpoints',
        'createWebhookEndpoint',
        'deleteWebhookEndpoint',
        'rotateWebhookSecret',
        'listWebhookDeliveries',
        'replayWebhookDelivery',
      ].sort(),
    );
  });

  const badTokens: Array<[string, (secret: string) => Record<string, string>]> = [
    ['no token', () => ({})],
    ['an empty token', () => ({ 'x-admin-token': '' })],
    ['a token that is not a JWT', () => ({ 'x-admin-token': 'admin' })],
    ['a token signed with another secret', () => ({ 'x-admin-token': signToken('not-the-secret-but-just-as-long-as-the-real-one') })],
    ['an expired token signed with the right secret', (key) => ({ 'x-admin-token': signToken(key, { iat: NOW() - 7200, exp: NOW() - 60 }) })],
    [
      'an unsigned token (alg none)',
      () => ({
        'x-admin-token': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'admin', jti: randomUUID(), iss: 'stallplan-gateway', aud: 'stallplan-admin', exp: NOW() + 3600 })}.`,
      }),
    ],
    ['a token for another role', (key) => ({ 'x-admin-token': signToken(key, { role: 'vendor' }) })],
    ['a token for another audience', (key) => ({ 'x-admin-token': signToken(key, { aud: 'someone-else' }) })],
    ['a forged token as a bearer token', () => ({ authorization: `Bearer ${signToken('not-the-secret-but-just-as-long-as-the-real-one')}` })],
  ];

  for (const [label, headersFor] of badTokens) {
    it(`answers 401 to ${label} on every admin call`, async () => {
      for (const route of adminRoutes) {
        const { status, json } = await call(`${stack.gatewayUrl}${route.path}`, route.method, headersFor(secret), emptyBodyFor(route.method));
        expect(status, `${route.method} ${route.path}`).toBe(401);
        expect(json['success'], route.name).toBe(false);
      }
    });
  }

  it('answers 401 to a logged-out token on every admin call', async () => {
    for (const route of adminRoutes) {
      const { status } = await call(`${stack.gatewayUrl}${route.path}`, route.method, { 'x-admin-token': loggedOutToken }, emptyBodyFor(route.method));
      expect(status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('keeps the catch-all admin paths closed, whatever the method or the spelling of the path', async () => {
    const variants = protectedPrefixes.flatMap((prefix) => [
      ['GET', `${prefix}/anything/deeper`],
      ['PATCH', prefix],
      ['GET', `${prefix}?x=1`],
      ['GET', `${prefix}/`],
      ['GET', prefix.replace('/admin/', '/admin//')],
      ['GET', prefix.replace('/api/admin', '/api/%61dmin')],
    ]);
    for (const [method, path] of variants) {
      const { status, json } = await call(`${stack.gatewayUrl}${path}`, method!);
      // A path the gateway does not route is refused for everyone; never the service's data.
      expect([401, 403, 404], `${method} ${path} ${JSON.stringify(json)}`).toContain(status);
      expect(json['success'], `${method} ${path} ${JSON.stringify(json)}`).toBe(false);
    }
  });

  it('accepts a valid token on every admin call (so the 401s above are the tokens, not the routes)', async () => {
    for (const route of adminRoutes.filter((candidate) => candidate.name !== 'adminLogout')) {
      const { status } = await call(`${stack.gatewayUrl}${route.path}`, route.method, { 'x-admin-token': validToken }, emptyBodyFor(route.method));
      expect([200, 400, 404], `${route.method} ${route.path}`).toContain(status);
    }
  });

  // The sign-in limit is five a minute: two logins above and these three use it exactly.
  it('signs a token in only with the exact password: an operator, a list or a prefix is refused', async () => {
    const attempts: unknown[] = [
      { password: { $gt: '' } },
      { password: [stack.secrets.adminPassword] },
      { password: stack.secrets.adminPassword.slice(0, -1) },
    ];
    for (const body of attempts) {
      const { status, json } = await call(`${stack.gatewayUrl}/api/admin/login`, 'POST', {}, body);
      expect([400, 401], JSON.stringify(body)).toContain(status);
      expect(json['data']).toBeUndefined();
    }
  });

  it('checks the token again in each service, so a call that bypasses the gateway is refused too', async () => {
    const direct: Array<[string, string, unknown]> = [
      [`${stack.serviceUrls.catalog}/api/admin/vendors`, 'GET', undefined],
      [`${stack.serviceUrls.catalog}/api/admin/stats`, 'GET', undefined],
      [`${stack.serviceUrls.content}/api/blogs`, 'POST', {}],
      [`${stack.serviceUrls.quotes}/api/admin/quotes`, 'GET', undefined],
      [`${stack.serviceUrls.notify}/api/admin/outbox`, 'GET', undefined],
      [`${stack.serviceUrls.notify}/api/admin/enquiries`, 'GET', undefined],
    ];
    const expired = signToken(secret, { iat: NOW() - 7200, exp: NOW() - 60 });
    const forged = signToken('not-the-secret-but-just-as-long-as-the-real-one');
    for (const [url, method, body] of direct) {
      for (const headers of [{}, { 'x-admin-token': expired }, { 'x-admin-token': forged }] as Array<Record<string, string>>) {
        const { status } = await call(url, method, headers, body);
        expect(status, `${method} ${url}`).toBe(401);
      }
      const accepted = await call(url, method, { 'x-admin-token': validToken }, body);
      expect([200, 400], `${method} ${url} with a valid token`).toContain(accepted.status);
    }
  });

  it('logs a token out for good: verify, logout again and the bearer form all refuse it', async () => {
    expect((await call(`${stack.gatewayUrl}/api/admin/verify`, 'GET', { 'x-admin-token': loggedOutToken })).status).toBe(401);
    expect((await call(`${stack.gatewayUrl}/api/admin/logout`, 'POST', { 'x-admin-token': loggedOutToken })).status).toBe(401);
    expect((await call(`${stack.gatewayUrl}/api/admin/vendors`, 'GET', { authorization: `Bearer ${loggedOutToken}` })).status).toBe(401);
  });
});
