import { describe, expect, it } from 'vitest';
import * as contracts from '@stallplan/contracts';
import { ApiError, createStallPlanClient, keyedRoutes, verifyWebhook, WebhookVerificationError } from './index.js';

const apiKey = `sp_key_${'a'.repeat(43)}`;

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each call and answers with `status` and a JSON `answer`. */
function recordingFetch(status: number, answer: unknown) {
  const sent: Sent[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method,
      headers: init?.headers as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  return Object.assign(fetch, { sent });
}

describe('createStallPlanClient', () => {
  it('calls the versioned path with the key as a bearer token', async () => {
    const fetch = recordingFetch(200, { success: true, data: [] });
    const stallplan = createStallPlanClient({ baseUrl: 'https://stallplan.test/', apiKey, fetch });
    await expect(stallplan.listEvents({ query: { city: 'Pune', month: 2 } })).resolves.toEqual({ status: 200, body: { success: true, data: [] } });
    expect(fetch.sent).toEqual([
      {
        url: 'https://stallplan.test/api/v1/events?city=Pune&month=2',
        method: 'GET',
        headers: expect.objectContaining({ authorization: `Bearer ${apiKey}` }),
        body: undefined,
      },
    ]);
  });

  it('fills path parameters and sends JSON bodies on the versioned path', async () => {
    const fetch = recordingFetch(404, { success: false, error: 'Vendor not found.' });
    const stallplan = createStallPlanClient({ baseUrl: 'https://stallplan.test', apiKey, fetch });
    const id = '0123456789abcdef01234567';
    await expect(stallplan.getVendorProfile({ params: { id } })).resolves.toMatchObject({ status: 404, body: { error: 'Vendor not found.' } });
    await stallplan.deleteMyWebhook({ params: { id } }).catch(() => undefined);
    await stallplan.createMyWebhook({ body: { url: 'https://hooks.example.com/in', events: ['brief.created'] } }).catch(() => undefined);
    expect(fetch.sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET https://stallplan.test/api/v1/vendors/${id}`,
      `DELETE https://stallplan.test/api/v1/webhooks/${id}`,
      'POST https://stallplan.test/api/v1/webhooks',
    ]);
    expect(fetch.sent[2]!.body).toEqual({ url: 'https://hooks.example.com/in', events: ['brief.created'] });
    expect(fetch.sent[2]!.headers).toMatchObject({ authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' });
  });

  it("turns an undeclared refusal (missing scope) into ApiError carrying the server's sentence", async () => {
    const fetch = recordingFetch(403, { success: false, error: 'This API key lacks the events:read scope.' });
    const stallplan = createStallPlanClient({ baseUrl: 'https://stallplan.test', apiKey, fetch });
    const error = await stallplan.listEvents({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'This API key lacks the events:read scope.' });
  });

  it('refuses to start without a key', () => {
    expect(() => createStallPlanClient({ baseUrl: 'https://stallplan.test', apiKey: '' })).toThrow(/starts with sp_key_/);
    expect(() => createStallPlanClient({ baseUrl: 'https://stallplan.test', apiKey: 'secret' })).toThrow(TypeError);
  });
});

describe('keyedRoutes', () => {
  it('are exactly the routes a scope opens, each under /api/v1 with its method kept', () => {
    expect(Object.keys(keyedRoutes).sort()).toEqual(Object.keys(contracts.routeScopes).sort());
    const all = contracts.apiRoutes as Record<string, contracts.RouteDefinition>;
    for (const [name, route] of Object.entries(keyedRoutes) as Array<[string, contracts.RouteDefinition]>) {
      expect(route.path, name).toBe(all[name]!.path.replace(/^\/api\//, '/api/v1/'));
      expect(route.method, name).toBe(all[name]!.method);
      expect(route.admin, name).toBeFalsy();
    }
  });

  it('leave out the admin area and the routes no scope opens', () => {
    for (const name of ['adminLogin', 'listApiKeys', 'createWebhookEndpoint', 'submitStallRequirements']) expect(keyedRoutes).not.toHaveProperty(name);
  });
});

describe('webhook verification', () => {
  it("is the contracts' own, so the SDK checks exactly what notify signs", () => {
    expect(verifyWebhook).toBe(contracts.verifyWebhook);
    expect(WebhookVerificationError).toBe(contracts.WebhookVerificationError);
  });
});
