import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken, signServiceToken, SERVICE_TOKEN_HEADER } from '@stallplan/service-kit';
import { adminHeaders, buildNotify, serviceHeaders, TEST_ADMIN_SECRET, TEST_SERVICE_SECRET } from './helper.js';

const tag = () => randomBytes(3).toString('hex');

/** The calls catalog and quotes make, each with a body notify would accept. */
const internalCalls = [
  {
    url: '/internal/builder-mails',
    body: () => ({
      kind: 'brief-sent',
      key: `auth:${tag()}`,
      to: { name: 'Asha Rao', email: `asha-${tag()}@acme.example` },
      exhibitionName: 'India Tech Expo',
      builders: ['Skyline'],
      comparisonUrl: `https://stallplan.example/compare/${tag()}`,
    }),
  },
  {
    url: '/internal/plan-mails',
    body: () => ({
      kind: 'plan-saved',
      key: `auth:${tag()}`,
      to: `owner-${tag()}@acme.example`,
      exhibitionName: 'Auto Expo',
      editUrl: `https://stallplan.example/plans/${tag()}`,
    }),
  },
  {
    url: '/internal/vendor-registrations',
    body: () => ({
      vendorId: `v-${tag()}`,
      name: 'Bright Booths',
      email: `reg-${tag()}@vendor.example`,
      confirmUrl: `https://stallplan.example/confirm/${tag()}`,
    }),
  },
];

async function tokenHeader(options: { secret?: string; audience?: string; ttlSeconds?: number }): Promise<Record<string, string>> {
  const { token } = await signServiceToken({
    secret: options.secret ?? TEST_SERVICE_SECRET,
    issuer: 'catalog',
    audience: options.audience ?? 'notify',
    ...(options.ttlSeconds === undefined ? {} : { ttlSeconds: options.ttlSeconds }),
  });
  return { [SERVICE_TOKEN_HEADER]: token };
}

describe("notify's internal routes", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildNotify();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function outboxTotal(): Promise<number> {
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox?limit=1', headers: await adminHeaders() });
    return res.json().total as number;
  }

  for (const call of internalCalls) {
    it(`${call.url} refuses every caller that is not a service, with 401 before anything is stored`, async () => {
      const { token: adminToken } = await signAdminToken(TEST_ADMIN_SECRET);
      const refused: Array<[string, Record<string, string>]> = [
        ['no token', {}],
        ['a token signed with another secret', await tokenHeader({ secret: 'someone-elses-secret-that-is-long-enough' })],
        ['a token for another service', await tokenHeader({ audience: 'content' })],
        ['an expired token', await tokenHeader({ ttlSeconds: -60 })],
        ['an admin token', { 'x-admin-token': adminToken }],
        ['an admin token as a service token', { [SERVICE_TOKEN_HEADER]: adminToken }],
        ['an admin bearer token', { authorization: `Bearer ${adminToken}` }],
      ];
      const before = await outboxTotal();
      for (const [what, headers] of refused) {
        const res = await app.inject({ method: 'POST', url: call.url, headers, payload: call.body() });
        expect(res.statusCode, what).toBe(401);
        expect(res.json(), what).toMatchObject({ success: false });
        expect(res.json().error, what).toMatch(/service/);
      }
      expect(await outboxTotal()).toBe(before);
    });

    it(`${call.url} takes the call with catalog's service token`, async () => {
      const before = await outboxTotal();
      const res = await app.inject({ method: 'POST', url: call.url, headers: await serviceHeaders(), payload: call.body() });
      expect(res.statusCode).toBe(202);
      expect(await outboxTotal()).toBe(before + 1);
    });
  }

  it('checks the token before the body, so a stranger learns nothing of the contract', async () => {
    const res = await app.inject({ method: 'POST', url: '/internal/builder-mails', payload: { kind: 'nonsense' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().details).toBeUndefined();
  });
});
