import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './stack.js';

/** Low limits, so each is reached in a few calls; sign-in's five a minute is fixed in the gateway. */
const LIMIT = 3;

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown>; retryAfter: string | null }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, retryAfter: response.headers.get('retry-after') };
}

/** Another address each time: the gateway must count the connection, never a header the client wrote. */
function forgedClient(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const ip = `${octet()}.${octet()}.${octet()}.${octet()}`;
  return { 'x-forwarded-for': ip, 'x-real-ip': ip, forwarded: `for=${ip}` };
}

function expectTooMany(answer: { status: number; json: Record<string, unknown> }, what: string): void {
  expect(answer.status, `${what}: ${JSON.stringify(answer.json)}`).toBe(429);
  expect(answer.json['success']).toBe(false);
  expect(String(answer.json['error'])).toMatch(/[A-Za-z]+ [A-Za-z]+/);
}

describe('rate limits through the whole stack', () => {
  let stack: TestStack;
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    stack = await startTestStack({
      env: { ENQUIRY_LIMIT_PER_IP: String(LIMIT), FORM_LIMIT_PER_IP: String(LIMIT), UPLOAD_RATE_LIMIT_PER_MINUTE: String(LIMIT) },
    });
  });
  afterAll(async () => {
    await stack?.cleanup();
  });

  it('refuses the sixth sign-in attempt in a minute, even with the right password or a forged address', async () => {
    const url = `${stack.gatewayUrl}/api/admin/login`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post(url, { password: `wrong-${attempt}` })).status, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await post(url, { password: stack.secrets.adminPassword });
    expectTooMany(sixth, 'sixth attempt with the right password');
    expect(sixth.json['data']).toBeUndefined();
    expect(Number(sixth.retryAfter)).toBeGreaterThan(0);
    expectTooMany(await post(url, { password: stack.secrets.adminPassword }, forgedClient()), 'forged X-Forwarded-For');
  });

  it('refuses enquiries past the per-client limit, whichever vendor and whatever address the client claims', async () => {
    const url = `${stack.gatewayUrl}/api/enquiry/send`;
    const enquiry = (index: number) => ({ companyName: 'Acme', yourName: 'Asha', vendorName: 'Vendor', vendorEmail: `limit-${run}-${index}@example.com` });
    for (let index = 1; index <= LIMIT; index += 1) {
      expect((await post(url, enquiry(index))).status, `enquiry ${index}`).toBe(200);
    }
    expectTooMany(await post(url, enquiry(LIMIT + 1)), 'one enquiry too many');
    expectTooMany(await post(url, enquiry(LIMIT + 2), forgedClient()), 'forged X-Forwarded-For');
  });

  it('refuses stall requirement forms past the per-client limit', async () => {
    const url = `${stack.gatewayUrl}/api/stall-requirements`;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const form = {
      companyName: 'Acme',
      contactPerson: 'Asha',
      email: `limit-${run}@example.com`,
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
    const first = await post(url, form);
    // A form the contracts no longer accept would make the limit untestable: say so plainly.
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    for (let index = 2; index <= LIMIT; index += 1) expect((await post(url, form)).status).toBe(201);
    expectTooMany(await post(url, form, forgedClient()), 'one form too many');
  });

  it('refuses uploads past the per-client limit with 429 before the catalog does any work', async () => {
    const upload = async (headers: Record<string, string> = {}) => {
      const form = new FormData();
      form.append('logo', new Blob(['not an image'], { type: 'image/png' }), 'logo.png');
      const response = await fetch(`${stack.gatewayUrl}/api/upload/logo`, { method: 'POST', body: form, headers });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };
    for (let index = 1; index <= LIMIT; index += 1) expect((await upload()).status, `upload ${index}`).toBe(400);
    expectTooMany(await upload(), 'one upload too many');
    expectTooMany(await upload(forgedClient()), 'forged X-Forwarded-For');
    // The API-wide budget is separate: other calls still answer.
    expect((await fetch(`${stack.gatewayUrl}/api/events`)).status).toBe(200);
  });
});
