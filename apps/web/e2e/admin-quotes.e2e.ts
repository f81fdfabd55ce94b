import { readFile } from 'node:fs/promises';
import { createApiClient } from '@stallplan/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { startTestStack } from './stack.js';

/** Unique per run, so this file's quote is told apart from any other in the shared database. */
const COMPANY = `Pin And Delete Co ${Date.now().toString(36)}`;
const TOKEN_KEY = 'stallplan.adminToken';

describe('admin: stored quotes', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let adminToken = '';
  let api: ReturnType<typeof createApiClient>;
  let quoteNumber = '';
  const contexts: BrowserContext[] = [];

  /** A fresh browser with the admin's token stored before the app loads. */
  async function open(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, adminToken] as const);
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}${path}`);
    return page;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = createApiClient({ baseUrl: stack.gatewayUrl, adminToken: () => adminToken });
    const login = await api.adminLogin({ body: { password: stack.secrets.adminPassword } });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
    adminToken = login.body.data.token;
    const made = await fetch(`${stack.gatewayUrl}/api/generate-quote-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formData: { companyName: COMPANY } }),
    });
    if (made.status !== 200) throw new Error(`the quote PDF answered ${made.status}`);
    quoteNumber = made.headers.get('x-quote-number') ?? '';
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    if (quoteNumber) await api.deleteAdminQuote({ params: { id: quoteNumber } }).catch(() => undefined);
    await browser?.close();
    await stack?.cleanup();
  });

  it('lists the quote on a phone without sideways scrolling', async () => {
    const page = await open('/admin/quotes', PHONE);
    await page.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
    await page.getByRole('list', { name: 'Stored quotes' }).getByText(quoteNumber).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  it('pins a quote so its PDF is kept, then deletes it after asking', async () => {
    const page = await open('/admin/quotes');
    await page.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
    const row = page.getByRole('list', { name: 'Stored quotes' }).getByRole('listitem').filter({ hasText: quoteNumber });
    await row.getByText(COMPANY).waitFor();
    await row.getByText(/^PDF kept until [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    await row.getByText('PDF ready').waitFor();

    const pin = row.getByRole('button', { name: `Pin ${quoteNumber}` });
    expect(await pin.getAttribute('aria-pressed')).toBe('false');
    await pin.click();
    const unpin = row.getByRole('button', { name: `Unpin ${quoteNumber}` });
    await unpin.waitFor();
    expect(await unpin.getAttribute('aria-pressed')).toBe('true');
    await row.getByText('Pinned: PDF kept').waitFor();
    const listed = await api.listAdminQuotes({ query: { limit: 50 } });
    if (listed.status !== 200) throw new Error('listing quotes failed');
    expect(listed.body.data.find((quote) => quote.quoteNumber === quoteNumber)).toMatchObject({ pinned: true, pdfExpiresAt: null });
    await screenshot(page, 'admin-quotes');

    // The stored PDF opens with the admin's token only, so the button fetches it with the token.
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await row.getByRole('button', { name: `Download the PDF of ${quoteNumber}` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toContain(quoteNumber);
    const bytes = await readFile(await saved.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await fetch(`${stack.gatewayUrl}/api/quotes/${quoteNumber}/pdf`)).status).toBe(401);

    // Cancel leaves it alone.
    await row.getByRole('button', { name: `Delete ${quoteNumber}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete Quote' });
    await dialog.getByText(`${quoteNumber} · ${COMPANY}`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api.getQuote({ params: { id: quoteNumber } })).status).toBe(200);

    await row.getByRole('button', { name: `Delete ${quoteNumber}` }).click();
    dialog = page.getByRole('dialog', { name: 'Delete Quote' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    expect((await api.getQuote({ params: { id: quoteNumber } })).status).toBe(404);
    const pdf = await fetch(`${stack.gatewayUrl}/api/quotes/${quoteNumber}/pdf`, { headers: { 'x-admin-token': adminToken } });
    expect(pdf.status).toBe(404);
  });
});
