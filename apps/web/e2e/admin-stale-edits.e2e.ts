import { createApiClient, etagOf } from '@stallplan/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP } from './screenshots.js';
import { startTestStack } from './stack.js';

/** Unique per run, so this file's vendor and article are told apart from any others. */
const RUN = `stale${Date.now().toString(36)}`;
const VENDOR_NAME = `Stale Edit Booths ${RUN}`;
const HEADER = `Two Editors At Once ${RUN}`;
const CONTENT = '<p>Ask the venue for the load sheet early and count every light, screen and fridge on the stand.</p>';
const TOKEN_KEY = 'stallplan.adminToken';

describe('admin: an edit made meanwhile by someone else', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let adminToken = '';
  let api: ReturnType<typeof createApiClient>;
  const contexts: BrowserContext[] = [];
  const cleanup: Array<() => Promise<unknown>> = [];

  async function open(path: string): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP });
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
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    for (const step of cleanup) await step().catch(() => undefined);
    await browser?.close();
    await stack?.cleanup();
  });

  it('the vendor form says so, keeps what was typed, and reloads the current vendor when asked', async () => {
    const created = await api.createAdminVendor({
      body: { name: VENDOR_NAME, category: 'booth', city: 'Pune', state: 'Maharashtra', description: 'Before anyone edited it.', isActive: false },
    });
    if (created.status !== 201) throw new Error('vendor not created');
    const vendor = created.body.data;
    cleanup.push(() => api.deleteAdminVendor({ params: { id: vendor.id } }));

    const page = await open('/admin/vendor');
    await page.getByLabel('Search vendors').fill(RUN);
    await page.getByRole('button', { name: `Edit ${VENDOR_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Vendor' });
    await dialog.waitFor();
    await dialog.getByLabel('City').fill('Nashik');

    // Another admin saves a change while this form is open.
    const other = await api.patchAdminVendor({
      params: { id: vendor.id },
      body: { description: 'Changed by another admin.' },
      headers: { 'if-match': etagOf(vendor.version) },
    });
    expect(other.status).toBe(200);

    await dialog.getByRole('button', { name: 'Update Vendor' }).click();
    const prompt = dialog.getByRole('alert').filter({ hasText: 'Someone else changed this vendor' });
    await prompt.waitFor();
    // Nothing was saved, and what was typed is still there.
    expect(await dialog.getByLabel('City').inputValue()).toBe('Nashik');
    const stored = await api.getAdminVendor({ params: { id: vendor.id } });
    expect(stored.status === 200 && stored.body.data).toMatchObject({ city: 'Pune', description: 'Changed by another admin.', isActive: false });

    await prompt.getByRole('button', { name: 'Reload vendor' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('City').inputValue()).toBe('Pune');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Changed by another admin.');

    // Saved on top of the current version, the edit goes through and keeps the other admin's change.
    await dialog.getByLabel('City').fill('Nashik');
    await dialog.getByRole('button', { name: 'Update Vendor' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = await api.getAdminVendor({ params: { id: vendor.id } });
    expect(saved.status === 200 && saved.body.data).toMatchObject({
      city: 'Nashik',
      description: 'Changed by another admin.',
      isActive: false,
      version: vendor.version + 2,
    });
  });

  it('the blog editor says so, keeps what was typed, and reloads the current article when asked', async () => {
    const created = await api.createBlog({ body: { header: HEADER, content: CONTENT } });
    if (created.status !== 201) throw new Error('article not created');
    const article = created.body.data;
    cleanup.push(() => api.deleteBlog({ params: { id: article.id } }));

    const page = await open(`/admin/blogs/edit/${article.id}`);
    const title = page.getByLabel('Article Title');
    await expect.poll(() => title.inputValue()).toBe(HEADER);
    await title.fill(`${HEADER} from this tab`);

    const other = await api.patchBlog({ params: { id: article.id }, body: { header: `${HEADER} from the other tab` } });
    expect(other.status).toBe(200);

    await page.getByRole('button', { name: 'Update Article' }).click();
    const prompt = page.getByRole('alert').filter({ hasText: 'Someone else changed this article' });
    await prompt.waitFor();
    expect(await title.inputValue()).toBe(`${HEADER} from this tab`);

    await prompt.getByRole('button', { name: 'Reload article' }).click();
    await expect.poll(() => title.inputValue()).toBe(`${HEADER} from the other tab`);
    expect(await prompt.count()).toBe(0);

    await page.getByRole('button', { name: 'Update Article' }).click();
    await page.getByText('Blog post updated successfully!').waitFor();
    const saved = await api.getBlog({ params: { id: article.id } });
    expect(saved.status === 200 && saved.body.data).toMatchObject({ header: `${HEADER} from the other tab`, version: article.version + 2 });
  });
});
