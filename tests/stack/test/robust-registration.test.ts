import { randomBytes } from 'node:crypto';
import { addDays, INVALID_LINK_MESSAGE, utcToday, VENDOR_PAGE_SIZE, VENDOR_PAGE_SIZE_MAX, type OutboxMessage, type Vendor } from '@stallplan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, callOk, cleanupQuietly, createActiveVendor, eventually, SmtpSink, type TestVendor } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

/** Small limits, so the suite reaches them quickly; the defaults are in catalog's config. */
const LIMITS = { REGISTRATIONS_PER_CLIENT_PER_HOUR: '3', REGISTRATIONS_PER_DOMAIN_PER_DAY: '4', BRIEFS_PER_CLIENT_PER_DAY: '3' };

const tag = () => randomBytes(4).toString('hex');

function registration(email: string) {
  const name = `Robust Booths ${tag()}`;
  return { name, category: 'booth', city: 'Pune', state: 'Maharashtra', description: 'Modular stalls.', contact: { email, phone: '+91 98200 07777' } };
}

interface PageAnswer {
  data: Vendor[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

describe('self-registration that waits for its e-mail, limits per client and domain, and a paged vendor list, on the real stack', () => {
  let stack: TestStack | undefined;
  let sink: SmtpSink | undefined;
  let token = '';

  beforeAll(async () => {
    sink = await SmtpSink.onFreePort();
    await sink.listen();
    stack = await startTestStack({ env: { SMTP_URL: sink.url, MAIL_BACKOFF_MS: '200', ...LIMITS } });
    token = await adminToken(stack);
  });
  afterAll(async () => {
    await cleanupQuietly(stack);
    await sink?.stop();
  });

  /**
   * Straight to catalog as a different client. Through the gateway every test request comes from
   * 127.0.0.1; the services take X-Forwarded-For only from the gateway's addresses, and loopback
   * is one of them, so a request from here with that header stands for a client at that address.
   */
  async function asClient(
    clientAddress: string,
    method: string,
    path: string,
    body: unknown,
  ): Promise<{ status: number; body: { error?: string }; retryAfter: string | null }> {
    const response = await fetch(`${stack!.serviceUrls.catalog}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { error?: string }, retryAfter: response.headers.get('retry-after') };
  }

  async function listed(name: string): Promise<Vendor | undefined> {
    const page = await callOk<PageAnswer>(stack!, 'GET', `/api/vendors?search=${encodeURIComponent(name)}&pageSize=${VENDOR_PAGE_SIZE_MAX}`);
    return page.data.find((vendor) => vendor.name === name);
  }

  async function matchedIds(): Promise<string[]> {
    const answer = await callOk<{ data: Array<{ id: string }> }>(stack!, 'GET', '/api/smart-vendors?destinationCity=Pune&boothSize=18&category=booth');
    return answer.data.map((vendor) => vendor.id);
  }

  /** The registration mail notify recorded for this address, once it is there. */
  async function registrationMail(address: string): Promise<OutboxMessage> {
    return eventually(`the registration mail to ${address}`, async () => {
      const page = await callOk<{ data: OutboxMessage[] }>(stack!, 'GET', '/api/admin/outbox?limit=100', { token });
      return page.data.find((message) => message.kind === 'vendor-registration' && message.to.some((to) => to.includes(address)));
    });
  }

  it('mails a confirmation link, lists nothing until it is opened, then the profile awaits approval; a used or bad link gets the one invalid-link answer', async () => {
    const email = `robust-${tag()}@builders-${tag()}.example`;
    const input = registration(email);
    const created = await call(stack!, 'POST', '/api/vendor/register', { body: input });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = (created.body as { data: { id: string } }).data;

    // The mail carries a link to this stack's web app, and it reaches the mail server.
    const mail = await registrationMail(email);
    const link = /(https?:\/\/[^\s/]+)\/vendor\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    expect(new URL(link![1]!).port).toBe(new URL(stack!.gatewayUrl).port);
    const confirmToken = link![2]!;
    await eventually(`delivery to ${email}`, async () =>
      sink!.received.some((received) => received.rcptTo.includes(email) && received.raw.includes('Confirm your e-mail address')) ? true : undefined,
    );

    // Unconfirmed: not in the public list, not matched, not openable.
    expect(await listed(input.name)).toBeUndefined();
    expect(await matchedIds()).not.toContain(id);
    expect((await call(stack!, 'GET', `/api/vendors/${id}`)).status).toBe(404);

    // The link's page calls this; after it the vendor is what a registration always was: pending approval.
    const confirmed = await call(stack!, 'POST', '/api/vendor/register/confirm', { body: { token: confirmToken } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((confirmed.body as { data: { id: string } }).data.id).toBe(id);
    expect(await listed(input.name)).toMatchObject({ id, isActive: false, contact: {} });
    expect(await matchedIds()).not.toContain(id);
    const adminView = await callOk<{ data: Vendor }>(stack!, 'GET', `/api/admin/vendors/${id}`, { token });
    expect(adminView.data).toMatchObject({ name: input.name, isActive: false });

    // The page the link opens is served by the web app.
    const page = await fetch(`${stack!.gatewayUrl}/vendor/confirm/${confirmToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');

    // Used, forged or malformed: one answer for all.
    const forged = `${confirmToken.slice(0, -2)}${confirmToken.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [confirmToken, forged, 'not-a-token']) {
      const answer = await call(stack!, 'POST', '/api/vendor/register/confirm', { body: { token: bad } });
      expect(answer.status, bad).toBe(401);
      expect(answer.body).toEqual({ success: false, error: INVALID_LINK_MESSAGE });
    }
  });

  it('refuses registrations beyond the per-client limit with 429 and Retry-After, whatever addresses they give', async () => {
    const client = `198.51.100.${10 + Math.floor(Math.random() * 200)}`;
    for (let index = 0; index < 3; index += 1) {
      const answer = await asClient(client, 'POST', '/api/vendor/register', registration(`a-${tag()}@domain-${tag()}.example`));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const refused = await asClient(client, 'POST', '/api/vendor/register', registration(`a-${tag()}@domain-${tag()}.example`));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Too many vendor registrations have come from your connection/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(3_000);
    // Another client is not held back.
    expect(
      (await asClient(`203.0.113.${10 + Math.floor(Math.random() * 200)}`, 'POST', '/api/vendor/register', registration(`b-${tag()}@domain-${tag()}.example`)))
        .status,
    ).toBe(201);
  });

  it('refuses registrations beyond the per-domain limit even from different clients', async () => {
    const domain = `spam-${tag()}.example`;
    for (let index = 0; index < 4; index += 1) {
      const answer = await asClient(`192.0.2.${index + 1}`, 'POST', '/api/vendor/register', registration(`v${index}-${tag()}@${domain}`));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const refused = await asClient('192.0.2.200', 'POST', '/api/vendor/register', registration(`late-${tag()}@${domain}`));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toContain(domain);
    expect(Number(refused.retryAfter)).toBeGreaterThan(80_000);
  });

  it('refuses briefs beyond the per-client limit, each with a fresh e-mail address', async () => {
    const builder: TestVendor = await createActiveVendor(stack!, token);
    const client = `198.18.0.${10 + Math.floor(Math.random() * 200)}`;
    const brief = () => {
      const start = addDays(utcToday(), 35);
      return {
        vendorIds: [builder.id],
        exhibitor: { companyName: `Robust Co ${tag()}`, contactPerson: 'Asha Rao', email: `exhibitor-${tag()}@client.example` },
        event: { exhibitionName: `Robust Expo ${tag()}`, city: 'Mumbai', startDate: start, endDate: addDays(start, 2) },
        design: { area: 18, wallType: 'octonorm', flooring: 'carpeting', lightingType: ['led'] },
      };
    };
    for (let index = 0; index < 3; index += 1) {
      const answer = await asClient(client, 'POST', '/api/briefs', brief());
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const refused = await asClient(client, 'POST', '/api/briefs', brief());
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Too many briefs have been sent from your connection today/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(80_000);
  });

  it('pages GET /api/vendors with its totals, caps the page size and refuses more with a sentence', async () => {
    // One page and one more, in a city of their own so the count is known.
    const city = `Pagetown ${tag()}`;
    for (let index = 0; index <= VENDOR_PAGE_SIZE; index += 1) {
      await callOk(stack!, 'POST', '/api/admin/vendors', {
        token,
        body: { name: `Paged Works ${String(index).padStart(2, '0')} ${tag()}`, category: 'booth', city, state: 'Kerala' },
      });
    }
    const inCity = `/api/vendors?location=${encodeURIComponent(city)}`;
    const first = await callOk<PageAnswer & { success: true }>(stack!, 'GET', inCity);
    expect(first).toMatchObject({ total: VENDOR_PAGE_SIZE + 1, page: 1, pageSize: VENDOR_PAGE_SIZE, totalPages: 2 });
    expect(first.data).toHaveLength(VENDOR_PAGE_SIZE);
    const second = await callOk<PageAnswer>(stack!, 'GET', `${inCity}&page=2`);
    expect(second.data).toHaveLength(1);
    expect(first.data.map((vendor) => vendor.id)).not.toContain(second.data[0]!.id);

    // The whole list: never more than the maximum in one answer.
    const largest = await callOk<PageAnswer>(stack!, 'GET', `/api/vendors?pageSize=${VENDOR_PAGE_SIZE_MAX}`);
    expect(largest.total).toBeGreaterThan(VENDOR_PAGE_SIZE);
    expect(largest.data.length).toBe(Math.min(VENDOR_PAGE_SIZE_MAX, largest.total));
    expect(largest.totalPages).toBe(Math.ceil(largest.total / VENDOR_PAGE_SIZE_MAX));

    const tooMany = await call(stack!, 'GET', `/api/vendors?pageSize=${VENDOR_PAGE_SIZE_MAX + 1}`);
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { error: string }).error).toContain(`Page size must be at most ${VENDOR_PAGE_SIZE_MAX}.`);
  });
});
