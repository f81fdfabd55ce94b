import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedApiKey, OutboxMessage } from '@stallplan/contracts';
import { adminToken, call, callOk, cleanupQuietly, createActiveVendor, enquiryTo, eventually, quoteRequest, type TestVendor } from './fault-kit.js';
import { planContent } from './plan-content.js';
import { startTestStack, type TestStack } from './stack.js';

const TAG = randomBytes(3).toString('hex');

/** A plan at step 2 saved for `email`, as step 1 would send it. */
const planFor = (email: string, show: string) => ({ content: planContent({ company: `Abuse Co ${TAG}`, email, show }) });

/**
 * How long a webhook try may wait for its receiver here. Longer than the 10-second default, so that
 * the slow integrator's tries are still in flight when the other key's delivery is looked for, even
 * when the shared store pauses for seconds late in a long suite (seen at 3 to 5 seconds).
 */
const WEBHOOK_TIMEOUT_MS = 60_000;

/** Probed as a hostile client would, through the gateway and on the services' own ports. */
describe('abuse and races: what a hostile client tried, and what it got', () => {
  let stack: TestStack;
  let admin = '';
  let vendor: TestVendor;

  beforeAll(async () => {
    stack = await startTestStack({ env: { WEBHOOK_TIMEOUT_MS: String(WEBHOOK_TIMEOUT_MS) } });
    admin = await adminToken(stack);
    vendor = await createActiveVendor(stack, admin);
  });
  afterAll(async () => {
    await cleanupQuietly(stack);
  });

  async function outboxTo(address: string): Promise<OutboxMessage[]> {
    const page = await callOk<{ data: OutboxMessage[] }>(stack, 'GET', '/api/admin/outbox?limit=100', { token: admin });
    return page.data.filter((message) => message.to.some((to) => to.toLowerCase().includes(address)));
  }

  async function issueKey(scopes: string[]): Promise<IssuedApiKey> {
    const body = { name: `Abuse CRM ${TAG}`, ownerEmail: 'crm@integrator.example', scopes };
    return (await callOk<{ data: IssuedApiKey }>(stack, 'POST', '/api/admin/api-keys', { token: admin, body })).data;
  }

  it('mails a stranger nothing with the typist\'s words in its subject, once a day, and never again after "not me"', async () => {
    const stranger = `stranger-${TAG}@victim.example`;
    const lure = 'URGENT: account suspended, verify at evil.example';
    const first = await callOk<{ data: { mailed: boolean } }>(stack, 'POST', '/api/plans', { body: planFor(stranger, lure) });
    const second = await callOk<{ data: { mailed: boolean; editUrl: string } }>(stack, 'POST', '/api/plans', { body: planFor(stranger, lure) });
    expect([first.data.mailed, second.data.mailed]).toEqual([true, false]);
    expect(second.data.editUrl).toMatch(/\/plans\/[A-Za-z0-9_-]{43}$/);

    const [mail] = await eventually('the saved-plan mail', async () => {
      const mails = await outboxTo(stranger);
      return mails.length > 0 ? mails : undefined;
    });
    expect(mail!.subject).toBe('Your StallPlan plan is saved');
    const stopPath = /\/mail\/stop\/[A-Za-z0-9_-]{43}/.exec(mail!.text)?.[0];
    expect(stopPath).toBeDefined();

    const stopped = await call(stack, 'POST', `/api${stopPath!.replace('/mail/stop/', '/mail-stops/')}`);
    expect(stopped.status).toBe(200);
    // The address has a plan now, so a sign-in link may be asked for it: nothing more is mailed.
    const asked = await call(stack, 'POST', '/api/my-plans/sign-in-links', { body: { email: stranger } });
    expect(asked.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await outboxTo(stranger)).map((message) => message.kind)).toEqual(['plan-saved']);
  });

  it('answers a quote number with the figures only; contact details to the admin and a key with contacts:read', async () => {
    const company = `Contacts ${TAG}`;
    const made = await fetch(`${stack.gatewayUrl}/api/generate-quote-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quoteRequest(company)),
    });
    expect(made.status).toBe(200);
    const quoteNumber = made.headers.get('x-quote-number')!;

    const anonymous = await call(stack, 'GET', `/api/quotes/${quoteNumber}`);
    expect(anonymous.status).toBe(200);
    expect(JSON.stringify(anonymous.body)).toContain(company);
    expect(JSON.stringify(anonymous.body)).not.toContain('asha@example.com');
    expect((await call(stack, 'GET', `/api/quotes/${quoteNumber}/pdf`)).status).toBe(401);
    expect(JSON.stringify((await call(stack, 'GET', `/api/quotes/${quoteNumber}`, { token: admin })).body)).toContain('asha@example.com');

    const keyed = async (scopes: string[], path: string) => {
      const { secret } = await issueKey(scopes);
      return fetch(`${stack.gatewayUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${secret}` } });
    };
    expect(await (await keyed(['quotes:write', 'contacts:read'], `/quotes/${quoteNumber}`)).text()).toContain('asha@example.com');
    expect(await (await keyed(['quotes:write'], `/quotes/${quoteNumber}`)).text()).not.toContain('asha@example.com');
    expect((await keyed(['quotes:write', 'contacts:read'], `/quotes/${quoteNumber}/pdf`)).status).toBe(200);
    // A forged key id straight at the quotes service opens nothing more.
    const forged = await fetch(`${stack.serviceUrls.quotes}/api/quotes/${quoteNumber}`, { headers: { 'x-stallplan-key-id': 'a'.repeat(24) } });
    expect(await forged.text()).not.toContain('asha@example.com');
  });

  it("answers a plan's own quote with contact details to its edit link, and to no other plan's", async () => {
    const owner = `quoted-${TAG}@owner.example`;
    const saved = await callOk<{ data: { editToken: string } }>(stack, 'POST', '/api/plans', { body: planFor(owner, 'IMTEX 2027') });
    const other = await callOk<{ data: { editToken: string } }>(stack, 'POST', '/api/plans', { body: planFor(`other-${TAG}@owner.example`, 'IMTEX 2027') });
    const pdf = await fetch(`${stack.gatewayUrl}/api/plans/${saved.data.editToken}/versions/1/pdf`);
    expect(pdf.status).toBe(200);
    const quoteNumber = pdf.headers.get('x-quote-number')!;

    expect(JSON.stringify((await call(stack, 'GET', `/api/quotes/${quoteNumber}`)).body)).not.toContain(owner);
    const own = await call(stack, 'GET', `/api/plans/${saved.data.editToken}/quotes/${quoteNumber}`);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).toContain(owner);
    const elsewhere = await call(stack, 'GET', `/api/plans/${other.data.editToken}/quotes/${quoteNumber}`);
    expect(elsewhere.status).toBe(404);
    expect(JSON.stringify(elsewhere.body)).not.toContain(owner);
  });

  it("lets no local caller act for a key on notify's own port, and refuses webhook targets that carry a private IPv4 address", async () => {
    const { key } = await issueKey(['webhooks:manage']);
    const direct = await fetch(`${stack.serviceUrls.notify}/api/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stallplan-key-id': key.id },
      body: JSON.stringify({ url: 'https://attacker.example/hooks', events: ['enquiry.created'] }),
    });
    expect(direct.status).toBe(401);

    for (const url of ['http://[2002:a9fe:a9fe::1]/hooks', 'http://[64:ff9b::a9fe:a9fe]/hooks', 'http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/hooks']) {
      const refused = await call(stack, 'POST', '/api/admin/webhooks', { token: admin, body: { keyId: key.id, url, events: ['enquiry.created'] } });
      expect(refused.status, url).toBe(400);
    }
  });

  it('keeps secrets out of caches, refuses line separators in a name, and answers a version that never existed with 412', async () => {
    const saved = await fetch(`${stack.gatewayUrl}/api/plans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(planFor(`cache-${TAG}@exhibitor.example`, `Cache Expo ${TAG}`)),
    });
    expect(saved.status).toBe(201);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    const login = await fetch(`${stack.gatewayUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: stack.secrets.adminPassword }),
    });
    expect(login.headers.get('cache-control')).toBe('no-store');

    const separated = await call(stack, 'POST', '/api/admin/vendors', {
      token: admin,
      body: { name: `Line\u2028Break ${TAG}`, category: 'booth', city: 'Mumbai', state: 'Maharashtra' },
    });
    expect(separated.status).toBe(400);

    const never = await fetch(`${stack.gatewayUrl}/api/admin/vendors/${vendor.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-admin-token': admin, 'if-match': '"0"' },
      body: JSON.stringify({ description: 'An edit from nowhere.' }),
    });
    expect(never.status).toBe(412);
  });

  it("delivers another key's webhook at once while one key's 20 endpoints hold their share of the workers", async () => {
    // The slow integrator takes each request and never answers: every try lasts the whole timeout.
    let slowRequests = 0;
    const silent = createServer(() => {
      slowRequests += 1;
    });
    const quick: string[] = [];
    const fast = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        quick.push(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(200).end();
      });
    });
    for (const server of [silent, fast]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const urlOf = (server: Server, path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/${path}`;
    try {
      const slowKey = await issueKey(['webhooks:manage']);
      const fastKey = await issueKey(['webhooks:manage']);
      const slowEndpoints: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        const body = { keyId: slowKey.key.id, url: urlOf(silent, `${TAG}/${index}`), events: ['enquiry.created'] };
        slowEndpoints.push(
          (await callOk<{ data: { endpoint: { id: string } } }>(stack, 'POST', '/api/admin/webhooks', { token: admin, body })).data.endpoint.id,
        );
      }
      await callOk(stack, 'POST', '/api/admin/webhooks', { token: admin, body: { keyId: fastKey.key.id, url: urlOf(fast, TAG), events: ['plan.saved'] } });

      await callOk(stack, 'POST', '/api/enquiry/send', { body: enquiryTo(vendor, TAG) });
      await eventually('the slow key holding its share of the workers', async () => (slowRequests >= 12 ? true : undefined));
      await callOk(stack, 'POST', '/api/plans', { body: planFor(`fair-${TAG}@exhibitor.example`, `Fair Expo ${TAG}`) });
      await eventually("the other key's delivery", async () => (quick.length > 0 ? true : undefined));

      // It arrived while every slow try was still waiting on its endpoint, and the slow key never
      // held more than 12 of the 16 workers.
      expect(slowRequests).toBe(12);
      for (const endpointId of slowEndpoints) {
        const deliveries = await callOk<{ data: Array<{ attempts: unknown[] }> }>(stack, 'GET', `/api/admin/webhooks/${endpointId}/deliveries`, {
          token: admin,
        });
        expect(deliveries.data.flatMap((delivery) => delivery.attempts)).toEqual([]);
      }
    } finally {
      for (const server of [silent, fast]) {
        server.closeAllConnections();
        server.close();
      }
    }
  }, 60_000);
});
