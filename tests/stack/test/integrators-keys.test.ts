import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, ApiScope, IssuedApiKey } from '@stallplan/contracts';
import { adminToken, cleanupQuietly } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

interface Answer {
  status: number;
  headers: Headers;
  body: { success: boolean; data?: unknown; error?: string };
}

/** An integrator's key, issued by the admin through the gateway as the admin area does. */
describe('integrators: API keys through the whole stack', () => {
  let stack: TestStack;
  let admin: string;

  async function send(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
  }

  const withKey = (secret: string) => ({ authorization: `Bearer ${secret}` });

  async function issueKey(scopes: ApiScope[], limits: { dailyQuota?: number; ratePerMinute?: number } = {}): Promise<IssuedApiKey> {
    const tag = randomBytes(3).toString('hex');
    const answer = await send(
      'POST',
      '/api/admin/api-keys',
      { 'x-admin-token': admin },
      { name: `Stack test CRM ${tag}`, ownerEmail: `crm-${tag}@integrator.example`, scopes, ...limits },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as IssuedApiKey;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await adminToken(stack);
  });
  afterAll(async () => {
    await cleanupQuietly(stack);
  });

  it('reads /api/v1/vendors with a good key, with the limits in the headers', async () => {
    const issued = await issueKey(['vendors:read'], { ratePerMinute: 50, dailyQuota: 500 });
    const answer = await send('GET', '/api/v1/vendors', withKey(issued.secret));
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.headers.get('ratelimit-limit')).toBe('50');
    expect(answer.headers.get('ratelimit-remaining')).toBe('49');
    expect(Number(answer.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    expect(answer.headers.get('x-quota-limit')).toBe('500');
    expect(answer.headers.get('x-quota-remaining')).toBe('499');
  });

  it('refuses a versioned call without a key', async () => {
    const answer = await send('GET', '/api/v1/vendors');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, error: 'This call needs an API key: send it as Authorization: Bearer <key>.' });
  });

  it('answers a key without the scope with 403', async () => {
    const issued = await issueKey(['events:read']);
    const answer = await send('GET', '/api/v1/vendors', withKey(issued.secret));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, error: 'This API key lacks the vendors:read scope that GET /api/v1/vendors needs.' });
    expect((await send('GET', '/api/v1/events', withKey(issued.secret))).status).toBe(200);
  });

  it('answers the call after the daily quota with 429 and Retry-After', async () => {
    const issued = await issueKey(['vendors:read'], { dailyQuota: 3 });
    for (let call = 0; call < 3; call += 1) expect((await send('GET', '/api/v1/vendors', withKey(issued.secret))).status).toBe(200);
    const over = await send('GET', '/api/v1/vendors', withKey(issued.secret));
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/^This API key has used its daily quota of 3 requests; it renews at midnight UTC/);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(over.headers.get('x-quota-remaining')).toBe('0');
  });

  it('answers a revoked key with 401', async () => {
    const issued = await issueKey(['vendors:read']);
    expect((await send('GET', '/api/v1/vendors', withKey(issued.secret))).status).toBe(200);
    const revoked = await send('POST', `/api/admin/api-keys/${issued.key.id}/revoke`, { 'x-admin-token': admin });
    expect(revoked.status).toBe(200);
    const answer = await send('GET', '/api/v1/vendors', withKey(issued.secret));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, error: 'This API key was revoked.' });
  });

  it("shows the admin each key's request count and last use", async () => {
    const issued = await issueKey(['vendors:read']);
    for (let call = 0; call < 2; call += 1) expect((await send('GET', '/api/v1/vendors', withKey(issued.secret))).status).toBe(200);
    // A refused call is not counted.
    expect((await send('GET', '/api/v1/events', withKey(issued.secret))).status).toBe(403);
    const list = await send('GET', '/api/admin/api-keys', { 'x-admin-token': admin });
    expect(list.status).toBe(200);
    const listed = (list.body.data as ApiKey[]).find((key) => key.id === issued.key.id);
    expect(listed).toMatchObject({ requestCount: 2, requestsToday: 2, status: 'active' });
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('keeps a key revoked when a rotation is sent at the same moment: no secret it ever had works afterwards', async () => {
    for (let trial = 0; trial < 10; trial += 1) {
      const issued = await issueKey(['vendors:read']);
      const asAdmin = { 'x-admin-token': admin };
      const [rotate, revoke] = await Promise.all([
        send('POST', `/api/admin/api-keys/${issued.key.id}/rotate`, asAdmin),
        send('POST', `/api/admin/api-keys/${issued.key.id}/revoke`, asAdmin),
      ]);
      expect(revoke.status).toBe(200);
      expect([200, 409]).toContain(rotate.status);
      const secrets = [issued.secret, ...(rotate.status === 200 ? [(rotate.body.data as IssuedApiKey).secret] : [])];
      for (const secret of secrets) expect((await send('GET', '/api/v1/vendors', withKey(secret))).status).toBe(401);
      const list = await send('GET', '/api/admin/api-keys', asAdmin);
      expect((list.body.data as ApiKey[]).find((key) => key.id === issued.key.id)?.status).toBe('revoked');
    }
  });
});
