import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, verifyWebhook, type WebhookEventBody } from '@stallplan/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { startTestStack } from './stack.js';

/** Unique per run, so this file's keys, endpoint and vendor are told apart in the shared database. */
const RUN = Date.now().toString(36);
const UI_KEY = `Acme CRM ${RUN}`;
const HOOK_KEY = `Expo Portal ${RUN}`;
const VENDOR = `Harbour Stands ${RUN}`;
const TOKEN_KEY = 'stallplan.adminToken';
const SECRET_PATTERN = /^sp_key_[A-Za-z0-9_-]{43}$/;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that answers 200 and keeps every request it got. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks/${RUN}`, received };
}

async function eventually<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether the page scrolls sideways (it must not, on a phone). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('admin: API keys and webhooks', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let adminToken = '';
  let api: ReturnType<typeof createApiClient>;
  let vendor: { id: string; name: string; email: string };
  const contexts: BrowserContext[] = [];

  /** A fresh browser with the admin's token stored before the app loads, allowed to use the clipboard. */
  async function open(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
    contexts.push(context);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, adminToken] as const);
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}${path}`);
    return page;
  }

  async function keyNamed(name: string) {
    const listed = await api.listApiKeys({});
    if (listed.status !== 200) throw new Error(`listing keys failed: ${JSON.stringify(listed.body)}`);
    return listed.body.data.find((key) => key.name === name);
  }

  async function endpointIdOf(url: string): Promise<string> {
    const endpoints = await api.listWebhookEndpoints({});
    if (endpoints.status !== 200) throw new Error(`listing endpoints failed: ${JSON.stringify(endpoints.body)}`);
    const endpoint = endpoints.body.data.find((candidate) => candidate.url === url);
    if (!endpoint) throw new Error(`no endpoint for ${url}`);
    return endpoint.id;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    receiver = await startReceiver();
    api = createApiClient({ baseUrl: stack.gatewayUrl, adminToken: () => adminToken });
    const login = await api.adminLogin({ body: { password: stack.secrets.adminPassword } });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
    adminToken = login.body.data.token;
    const listing = await api.createAdminVendor({
      body: { name: VENDOR, category: 'booth', city: 'Kochi', state: 'Kerala', contact: { email: `desk+${RUN}@harbourstands.example.com` } },
    });
    if (listing.status !== 201) throw new Error(`vendor not created: ${JSON.stringify(listing.body)}`);
    vendor = { id: listing.body.data.id, name: listing.body.data.name, email: listing.body.data.contact.email ?? '' };
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    if (api && adminToken) {
      for (const name of [UI_KEY, HOOK_KEY]) {
        const key = await keyNamed(name).catch(() => undefined);
        if (key?.status === 'active') await api.revokeApiKey({ params: { id: key.id } }).catch(() => undefined);
      }
      if (vendor) await api.deleteAdminVendor({ params: { id: vendor.id } }).catch(() => undefined);
    }
    await new Promise((resolve) => receiver?.server.close(resolve));
    await browser?.close();
    await stack?.cleanup();
  });

  it('creates a key, shows and copies its secret once, never again after a reload, rotates it and revokes it', async () => {
    const page = await open('/admin/api-keys');
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'API keys' }).getAttribute('aria-current')).toBe('page');

    // Opened from the keyboard; an empty form is refused field by field before anything is sent.
    await page.getByRole('button', { name: 'New key' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'New API key' });
    await form.getByRole('button', { name: 'Create key' }).click();
    await form.getByText('Key name is required.').waitFor();
    await form.getByText('Choose at least one scope.').waitFor();
    expect(await form.getByLabel('Key name').evaluate((input) => input === document.activeElement)).toBe(true);

    await form.getByLabel('Key name').fill(UI_KEY);
    await form.getByLabel('Owner e-mail').fill(`dev+${RUN}@acme.example.com`);
    await form.getByRole('checkbox', { name: /^vendors:read — / }).check();
    await form.getByRole('checkbox', { name: /^webhooks:manage — / }).check();
    await form.getByLabel('Requests per minute').fill('120');
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Key created' });
    await shown.getByText(/will not be shown again/).waitFor();
    const secret = await shown.getByLabel('API key').inputValue();
    expect(secret).toMatch(SECRET_PATTERN);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByRole('button', { name: 'Copied' }).waitFor();
    await shown.getByRole('status').getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'admin-api-key-created');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });

    const stored = await keyNamed(UI_KEY);
    expect(stored).toMatchObject({ status: 'active', ratePerMinute: 120, dailyQuota: 50_000, scopes: ['vendors:read', 'webhooks:manage'] });
    expect(secret.startsWith(stored!.keyStart)).toBe(true);
    const row = page.getByTestId('api-key-row').filter({ hasText: UI_KEY });
    await row.getByText(`${stored!.keyStart}…`).waitFor();
    await row.getByText('120/min · 50,000/day').waitFor();
    expect(await page.content()).not.toContain(secret);

    // The key works for what its scope opens.
    const keyed = await fetch(`${stack.gatewayUrl}/api/v1/vendors`, { headers: { authorization: `Bearer ${secret}` } });
    expect(keyed.status).toBe(200);

    // After a reload only the start shows, with the keyed call counted.
    await page.reload();
    await row.getByText('Active').waitFor();
    await row.getByText('1 in all · 1 today').waitFor();
    expect(await page.content()).not.toContain(secret);
    await screenshot(page, 'admin-api-keys');

    // Rotate asks first; the new secret is shown once and the old one stops at once.
    await row.getByRole('button', { name: `Rotate ${UI_KEY}` }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate API key' });
    await rotate.getByText(`${UI_KEY} · ${stored!.keyStart}…`).waitFor();
    await rotate.getByRole('button', { name: 'Rotate' }).click();
    const rotated = page.getByRole('dialog', { name: 'Key rotated' });
    await rotated.getByText(/will not be shown again/).waitFor();
    const newSecret = await rotated.getByLabel('API key').inputValue();
    expect(newSecret).toMatch(SECRET_PATTERN);
    expect(newSecret).not.toBe(secret);
    await rotated.getByRole('button', { name: 'Done' }).click();
    await rotated.waitFor({ state: 'detached' });
    const newStart = (await keyNamed(UI_KEY))!.keyStart;
    await row.getByText(`${newStart}…`).waitFor();
    expect((await fetch(`${stack.gatewayUrl}/api/v1/vendors`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(401);
    expect((await fetch(`${stack.gatewayUrl}/api/v1/vendors`, { headers: { authorization: `Bearer ${newSecret}` } })).status).toBe(200);

    // Cancel leaves it alone; Revoke names the key first.
    await row.getByRole('button', { name: `Revoke ${UI_KEY}` }).click();
    let confirm = page.getByRole('dialog', { name: 'Revoke API key' });
    await confirm.getByText(`${UI_KEY} · ${newStart}…`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await keyNamed(UI_KEY))?.status).toBe('active');

    await row.getByRole('button', { name: `Revoke ${UI_KEY}` }).click();
    confirm = page.getByRole('dialog', { name: 'Revoke API key' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.getByText('Revoked').waitFor();
    expect(await row.getByRole('button', { name: `Revoke ${UI_KEY}` }).count()).toBe(0);
    expect((await keyNamed(UI_KEY))?.status).toBe('revoked');
    const refused = await fetch(`${stack.gatewayUrl}/api/v1/vendors`, { headers: { authorization: `Bearer ${newSecret}` } });
    expect(refused.status).toBe(401);
    await screenshot(page, 'admin-api-key-revoked');
  });

  it('registers an endpoint on a local receiver, shows its delivery with the answer, replays it, rotates its secret and deletes it', async () => {
    const issued = await api.createApiKey({ body: { name: HOOK_KEY, ownerEmail: `hooks+${RUN}@expoportal.example.com`, scopes: ['webhooks:manage'] } });
    if (issued.status !== 201) throw new Error(`key not created: ${JSON.stringify(issued.body)}`);

    const page = await open('/admin/webhooks');
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByRole('button', { name: 'Register endpoint' }).first().click();
    const form = page.getByRole('dialog', { name: 'Register endpoint' });
    const keyChoice = form.getByLabel('API key');
    await keyChoice.waitFor();
    // The revoked key of the test above is not offered.
    expect((await keyChoice.locator('option').allTextContents()).some((label) => label.includes(UI_KEY))).toBe(false);
    await keyChoice.selectOption({ label: `${HOOK_KEY} (${issued.body.data.key.keyStart}…)` });
    await form.getByLabel('URL').fill(receiver.url);
    await form.getByRole('checkbox', { name: 'enquiry.created' }).check();
    await form.getByLabel('Description').fill('Local receiver of the browser test');
    await form.getByRole('button', { name: 'Register endpoint' }).click();

    const shown = page.getByRole('dialog', { name: 'Endpoint registered' });
    await shown.getByText(/will not be shown again/).waitFor();
    const signingSecret = await shown.getByLabel('Signing secret').inputValue();
    expect(signingSecret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(signingSecret);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });

    const row = page.getByTestId('webhook-row').filter({ hasText: receiver.url });
    await row.getByText(HOOK_KEY).waitFor();
    await row.getByText('enquiry.created').waitFor();
    expect(await page.content()).not.toContain(signingSecret);

    // An exhibitor's enquiry is the event.
    const enquiry = await api.sendEnquiry({
      body: {
        companyName: `Coastal Spices ${RUN}`,
        yourName: 'Meera Shenoy',
        mobileNumber: '+91 98450 77889',
        emailAddress: `meera+${RUN}@coastalspices.example.com`,
        exhibitionName: `Spice Expo ${RUN}`,
        vendorName: vendor.name,
        vendorEmail: vendor.email,
        vendorId: vendor.id,
      },
    });
    if (enquiry.status !== 200) throw new Error(`enquiry failed: ${JSON.stringify(enquiry.body)}`);
    const first = await eventually('the receiver got the enquiry', () => receiver.received[0]);
    // Signed with the secret the admin copied from the page.
    const event: WebhookEventBody = await verifyWebhook({ secret: copied, headers: first.headers, body: first.body });
    expect(event.type).toBe('enquiry.created');
    const messageId = String(first.headers['webhook-id']);

    await row.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
    const deliveries = page.getByRole('list', { name: `Deliveries to ${receiver.url}` });
    const item = deliveries.getByTestId('webhook-delivery').filter({ hasText: messageId });
    await item.getByText('HTTP 200').waitFor({ timeout: 20_000 });
    await item.getByText('Succeeded').waitFor();
    expect(await item.getByTestId('delivery-attempt').count()).toBe(1);
    await screenshot(page, 'admin-webhook-delivery');

    await item.getByRole('button', { name: `Replay enquiry.created ${messageId}` }).click();
    await item.getByTestId('delivery-attempt').nth(1).waitFor({ timeout: 20_000 });
    const replayed = item.getByTestId('delivery-attempt').nth(1);
    await replayed.getByText('Replay').waitFor();
    await replayed.getByText('HTTP 200').waitFor();
    const second = await eventually('the receiver got the replay', () => receiver.received[1]);
    expect(second.headers['webhook-id']).toBe(messageId);
    expect((await verifyWebhook({ secret: copied, headers: second.headers, body: second.body })).type).toBe('enquiry.created');
    expect(receiver.received).toHaveLength(2);
    await screenshot(page, 'admin-webhook-replayed');

    // A rotated signing secret is shown once; the next try is signed with it (and, for a day, the old one too).
    await row.getByRole('button', { name: `Rotate secret of ${receiver.url}` }).click();
    await page.getByRole('dialog', { name: 'Rotate signing secret' }).getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = page.getByRole('dialog', { name: 'Signing secret rotated' });
    const newSecret = await rotated.getByLabel('Signing secret').inputValue();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(copied);
    await rotated.getByRole('button', { name: 'Done' }).click();
    const endpoints = await api.listWebhookEndpoints({});
    const secretStart = endpoints.status === 200 ? endpoints.body.data.find((endpoint) => endpoint.url === receiver.url)?.secretStart : undefined;
    expect(secretStart && newSecret.startsWith(secretStart)).toBe(true);
    await row.getByText(`${secretStart}…`).waitFor();
    await item.getByRole('button', { name: `Replay enquiry.created ${messageId}` }).click();
    await item.getByTestId('delivery-attempt').nth(2).waitFor({ timeout: 20_000 });
    const third = await eventually('the receiver got the second replay', () => receiver.received[2]);
    expect((await verifyWebhook({ secret: newSecret, headers: third.headers, body: third.body })).type).toBe('enquiry.created');
    expect((await verifyWebhook({ secret: copied, headers: third.headers, body: third.body })).type).toBe('enquiry.created');

    // The list stays usable on a phone, with the deliveries open.
    const phone = await open(`/admin/webhooks?deliveries=${await endpointIdOf(receiver.url)}`, PHONE);
    await phone.getByTestId('webhook-card').filter({ hasText: receiver.url }).waitFor();
    await phone
      .getByRole('list', { name: `Deliveries to ${receiver.url}` })
      .getByText(messageId)
      .waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'admin-webhooks');

    // Delete asks first, naming the endpoint.
    await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete webhook endpoint' });
    await confirm.getByText(`${receiver.url} · ${HOOK_KEY}`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    const listed = await api.listWebhookEndpoints({});
    expect(listed.status === 200 && listed.body.data.some((endpoint) => endpoint.url === receiver.url)).toBe(false);
  });

  it('shows the keys as cards on a phone without sideways scrolling', async () => {
    const page = await open('/admin/api-keys', PHONE);
    await page.getByTestId('api-key-card').filter({ hasText: HOOK_KEY }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-api-keys');
  });
});
