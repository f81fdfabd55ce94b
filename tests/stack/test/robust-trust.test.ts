import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesByService, type OutboxMessage, type RouteDefinition } from '@stallplan/contracts';
import { eventually } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

/**
 * A documentation address (RFC 5737) that is nobody: with it as the services' only trusted proxy,
 * this test process, which calls them from 127.0.0.1, is an outsider, as any caller that reaches
 * a service's port without the gateway would be.
 */
const NOT_US = '192.0.2.1';
/** Stall requirement forms per client per window: small, so the limit is reached in a few calls. */
const FORM_LIMIT = 3;

const now = () => Math.floor(Date.now() / 1000);
const tag = () => randomBytes(4).toString('hex');
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 JWT signed here, independently of service-kit, so the wire format is checked too. */
function jwt(secret: string, claims: Record<string, unknown>): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function serviceToken(secret: string, claims: Record<string, unknown> = {}): string {
  return jwt(secret, { role: 'service', iss: 'catalog', aud: 'notify', jti: randomUUID(), iat: now(), exp: now() + 60, ...claims });
}

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

async function send(url: string, method: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { unparsable: text.slice(0, 200) };
  }
  return { status: response.status, json };
}

/** Every route of a service's contract, with its owner and its path filled with an id that names nothing. */
function routesOf(filter: (route: RouteDefinition) => boolean) {
  return Object.entries(routesByService).flatMap(([service, table]) =>
    Object.entries(table as Record<string, RouteDefinition>)
      .filter(([, route]) => filter(route))
      .map(([name, route]) => ({
        service: service as keyof typeof routesByService,
        name,
        method: route.method,
        path: route.path.replace(/:[A-Za-z]+/g, 'aaaaaaaaaaaaaaaaaaaaaaaa'),
      })),
  );
}

const internalRoutes = routesOf((route) => route.path.startsWith('/internal/'));
const adminRoutes = routesOf((route) => route.admin === true);

/** A body the service accepts for each internal call, so a refusal is the token's doing and a success is real. */
const internalBodies: Record<string, () => unknown> = {
  pricePlan: () => ({ formData: { exhibitionName: 'India Tech Expo', boothSize: 18 } }),
  sendBuilderMail: () => ({
    kind: 'brief-sent',
    key: `trust:${tag()}`,
    to: { name: 'Asha Rao', email: `trust-${tag()}@acme.example` },
    exhibitionName: 'India Tech Expo',
    builders: ['Skyline'],
    comparisonUrl: `https://stallplan.example/briefs/${tag()}`,
  }),
  sendPlanMail: () => ({
    kind: 'plan-saved',
    key: `trust:${tag()}`,
    to: `trust-${tag()}@exhibitor.example`,
    exhibitionName: 'India Tech Expo',
    editUrl: `https://stallplan.example/plans/${tag()}`,
  }),
  confirmVendorRegistration: () => ({
    vendorId: `trust-${tag()}`,
    name: 'Trust Booths',
    email: `trust-${tag()}@vendor.example`,
    confirmUrl: `https://stallplan.example/vendor/confirm/${tag()}`,
  }),
};

/** Writes get an empty body, refused (400) once the token is accepted, so nothing changes. */
const bodyFor = (method: string) => (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);

describe('services trust no one but each other, on the real stack', () => {
  let stack: TestStack;
  let serviceSecret: string;
  let adminToken: string;
  let loggedOutToken: string;

  async function login(): Promise<string> {
    const answer = await send(`${stack.gatewayUrl}/api/admin/login`, 'POST', {}, { password: stack.secrets.adminPassword });
    expect(answer.status).toBe(200);
    return (answer.json['data'] as { token: string }).token;
  }

  /** How many messages notify's outbox holds, asked of notify itself. */
  async function outboxTotal(): Promise<number> {
    const answer = await send(`${stack.serviceUrls.notify}/api/admin/outbox?limit=1`, 'GET', { 'x-admin-token': adminToken });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json['total'] as number;
  }

  beforeAll(async () => {
    stack = await startTestStack({ env: { TRUSTED_PROXIES: NOT_US, FORM_LIMIT_PER_IP: String(FORM_LIMIT) } });
    serviceSecret = stack.secrets.serviceTokenSecret;
    adminToken = await login();
    loggedOutToken = await login();
    // Good before the logout, so every refusal below is the logout's doing.
    expect((await send(`${stack.serviceUrls.content}/api/blogs/aaaaaaaaaaaaaaaaaaaaaaaa`, 'DELETE', { 'x-admin-token': loggedOutToken })).status).toBe(404);
    expect((await send(`${stack.gatewayUrl}/api/admin/logout`, 'POST', { 'x-admin-token': loggedOutToken })).status).toBe(200);
  });
  afterAll(async () => {
    await stack?.cleanup();
  });

  it('finds the internal calls and the admin calls of every service in the contracts', () => {
    expect(internalRoutes.map((route) => `${route.service} ${route.name}`).sort()).toEqual([
      'notify confirmVendorRegistration',
      'notify sendBuilderMail',
      'notify sendPlanMail',
      'quotes pricePlan',
    ]);
    expect(new Set(adminRoutes.map((route) => route.service))).toEqual(new Set(['catalog', 'content', 'quotes', 'notify']));
  });

  it('refuses every internal call without a good service token with 401, and stores nothing', async () => {
    const before = await outboxTotal();
    const attempts: Array<[string, Record<string, string>]> = [
      ['no token', {}],
      ['a token signed with another secret', { 'x-service-token': serviceToken(`${serviceSecret}-not-it`) }],
      ['a token signed with the admin secret', { 'x-service-token': serviceToken(stack.secrets.adminTokenSecret) }],
      ['a token addressed to another service', { 'x-service-token': serviceToken(serviceSecret, { aud: 'content' }) }],
      ['an expired token', { 'x-service-token': serviceToken(serviceSecret, { iat: now() - 120, exp: now() - 60 }) }],
      ["a token that is no service's", { 'x-service-token': serviceToken(serviceSecret, { role: 'admin' }) }],
      ['an admin token', { 'x-admin-token': adminToken }],
      ['an admin token as a bearer', { authorization: `Bearer ${adminToken}` }],
      ['an admin token as a service token', { 'x-service-token': adminToken }],
    ];
    for (const route of internalRoutes) {
      for (const [what, headers] of attempts) {
        const answer = await send(`${stack.serviceUrls[route.service]}${route.path}`, route.method, headers, internalBodies[route.name]?.());
        expect(answer.status, `${route.method} ${route.path} with ${what}: ${JSON.stringify(answer.json)}`).toBe(401);
        expect(answer.json['success']).toBe(false);
        expect(String(answer.json['error'])).toMatch(/service/);
      }
    }
    expect(await outboxTotal()).toBe(before);
  });

  it('takes each internal call with a good service token', async () => {
    const before = await outboxTotal();
    for (const route of internalRoutes) {
      // Each token is addressed to the service it calls; notify's calls mail (202), quotes' prices a plan (200).
      const answer = await send(
        `${stack.serviceUrls[route.service]}${route.path}`,
        route.method,
        { 'x-service-token': serviceToken(serviceSecret, { aud: route.service, iss: route.service === 'quotes' ? 'notify' : 'catalog' }) },
        internalBodies[route.name]?.(),
      );
      expect(answer.status, `${route.method} ${route.path}: ${JSON.stringify(answer.json)}`).toBe(route.service === 'quotes' ? 200 : 202);
    }
    const mails = internalRoutes.filter((route) => route.service === 'notify').length;
    expect(await outboxTotal()).toBe(before + mails);
  });

  it('lets catalog reach notify with its own token: a self-registration gets its confirmation mail', async () => {
    const email = `trust-${tag()}@builders-${tag()}.example`;
    const registration = {
      name: `Trust Booths ${tag()}`,
      category: 'booth',
      city: 'Pune',
      state: 'Maharashtra',
      description: 'Modular stalls.',
      contact: { email, phone: '+91 98200 07777' },
    };
    const created = await send(`${stack.gatewayUrl}/api/vendor/register`, 'POST', {}, registration);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    await eventually(`the registration mail to ${email}`, async () => {
      const page = await send(`${stack.serviceUrls.notify}/api/admin/outbox?limit=100`, 'GET', { 'x-admin-token': adminToken });
      return (page.json['data'] as OutboxMessage[]).find((message) => message.kind === 'vendor-registration' && message.to.some((to) => to.includes(email)));
    });
  });

  it('never forwards an internal call from the gateway, even with a good service token', async () => {
    const before = await outboxTotal();
    for (const route of internalRoutes) {
      const answer = await send(
        `${stack.gatewayUrl}${route.path}`,
        route.method,
        { 'x-service-token': serviceToken(serviceSecret) },
        internalBodies[route.name]?.(),
      );
      expect(answer.status, `${route.method} ${route.path} through the gateway`).toBe(404);
      expect(answer.json['success']).toBe(false);
    }
    expect(await outboxTotal()).toBe(before);
  });

  it("refuses a logged-out admin token with 401 at every service's own port, on every admin call", async () => {
    for (const route of adminRoutes) {
      const url = `${stack.serviceUrls[route.service]}${route.path}`;
      const refused = await send(url, route.method, { 'x-admin-token': loggedOutToken }, bodyFor(route.method));
      expect(refused.status, `${route.service}: ${route.method} ${route.path} with a logged-out token: ${JSON.stringify(refused.json)}`).toBe(401);
      expect(String(refused.json['error'])).toMatch(/sign in/i);
      // The same call with a live token passes the check, so the refusal is the logout's doing.
      const live = await send(url, route.method, { 'x-admin-token': adminToken }, bodyFor(route.method));
      expect(live.status, `${route.service}: ${route.method} ${route.path} with a live token`).not.toBe(401);
    }
  });

  it('refuses a logged-out admin token with 401 through the gateway, on every admin call', async () => {
    for (const route of adminRoutes) {
      const refused = await send(`${stack.gatewayUrl}${route.path}`, route.method, { 'x-admin-token': loggedOutToken }, bodyFor(route.method));
      expect(refused.status, `${route.method} ${route.path} through the gateway`).toBe(401);
    }
  });

  it('counts a direct caller by its own address, whatever X-Forwarded-For it forges', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const form = {
      companyName: 'Acme',
      contactPerson: 'Asha',
      email: `trust-${tag()}@example.com`,
      phone: '+91 98765 43210',
      preferredLocation: 'corner',
      powerRequirement: '5kw',
      designTheme: 'modern',
      colorScheme: 'blue-white',
      furniture: ['Reception Counter'],
      setupDate: day(30),
      eventDate: day(31),
      budgetRange: '2l-5l',
    };
    const forged = (index: number) => {
      const address = `203.0.113.${index}`;
      return { 'x-forwarded-for': address, 'x-real-ip': address, forwarded: `for=${address}` };
    };
    const url = `${stack.serviceUrls.notify}/api/stall-requirements`;
    // Each call claims another client; were the claim believed, each would have a fresh allowance.
    for (let index = 1; index <= FORM_LIMIT; index += 1) {
      const answer = await send(url, 'POST', forged(index), form);
      expect(answer.status, `form ${index}: ${JSON.stringify(answer.json)}`).toBe(201);
    }
    const over = await send(url, 'POST', forged(FORM_LIMIT + 1), form);
    expect(over.status, JSON.stringify(over.json)).toBe(429);
    expect(String(over.json['error'])).toMatch(/[A-Za-z]+ [A-Za-z]+/);
  });
});
