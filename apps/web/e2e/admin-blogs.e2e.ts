import { createApiClient, countWords } from '@stallplan/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { startTestStack } from './stack.js';

/** Unique per run, so this file's article is told apart from the demo ones and any leftovers. */
const RUN = `adm${Date.now().toString(36)}`;
const HEADER = `Booth Power Planning ${RUN}`;
const UPDATED_HEADER = `Booth Power Planning Revised ${RUN}`;
const PARAGRAPH =
  'Ask the venue for the load sheet early, count every light, screen and fridge on the stand, and leave a margin for the demo kit. ' +
  'Label each circuit during build-up and test it before the doors open, so nothing trips during the busiest hour of the show.';
/** What is typed into the editor: markup, and handlers that must never run in the admin's browser. */
const XSS = '<p>Check the manual.<img src=x onerror="window.__pwned=1"></p><script>window.__pwned=1</script>';
const CONTENT = `<h2>Before the show</h2>${`<p>${PARAGRAPH}</p>`.repeat(5)}${XSS}`;
const TOKEN_KEY = 'stallplan.adminToken';

describe('admin: blog management', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let adminToken = '';
  let api: ReturnType<typeof createApiClient>;
  let articleId = '';
  const contexts: BrowserContext[] = [];

  /** A fresh browser with `token` stored before the app loads, as a logged-in admin's would be. */
  async function open(path: string, viewport: { width: number; height: number } = DESKTOP, token = adminToken): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}${path}`);
    return page;
  }

  const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);
  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  async function findArticle(header: string) {
    const list = await api.listBlogs({ query: { search: RUN } });
    if (list.status !== 200) throw new Error('listing blogs failed');
    return list.body.data.find((blog) => blog.header === header);
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = createApiClient({ baseUrl: stack.gatewayUrl, adminToken: () => adminToken });
    // The gateway allows five logins a minute per client: one for the whole file.
    const login = await api.adminLogin({ body: { password: stack.secrets.adminPassword } });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
    adminToken = login.body.data.token;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    const leftover = (await findArticle(HEADER).catch(() => undefined)) ?? (await findArticle(UPDATED_HEADER).catch(() => undefined));
    if (leftover) await api.deleteBlog({ params: { id: leftover.id } });
    await browser?.close();
    await stack?.cleanup();
  });

  it('writes an article: field errors that clear on typing, a live preview that runs nothing, success, then the list', async () => {
    const page = await open('/admin/blogs/write');
    await page.getByRole('heading', { level: 1, name: 'Write New Article' }).waitFor();
    expect(await page.getByLabel('Author').inputValue()).toBe('StallPlan');
    expect(await page.getByLabel('Author').getAttribute('readonly')).not.toBeNull();

    const publish = page.getByRole('button', { name: 'Publish Article' });
    await publish.click();
    await page.getByText('Blog title is required').waitFor();
    await page.getByText('Blog content is required').waitFor();

    await page.getByLabel('Article Title').fill(HEADER);
    expect(await page.getByText('Blog title is required').count()).toBe(0);
    expect(await page.getByText('Blog content is required').count()).toBe(1);

    const content = page.getByLabel('Article Content');
    await content.fill('Too short to publish.');
    expect(await page.getByText('Blog content is required').count()).toBe(0);
    await publish.click();
    await page.getByText('Blog content must be at least 50 characters').waitFor();

    await content.fill(CONTENT);
    expect(await page.getByText('Blog content must be at least 50 characters').count()).toBe(0);
    const words = countWords(CONTENT);
    expect(words).toBeGreaterThan(200);
    const preview = page.getByRole('region', { name: 'Live Preview' });
    await preview.getByText(`${words} words`).waitFor();
    await preview.getByText(`${Math.ceil(words / 200)} min read`).waitFor();
    await preview.getByText('Published', { exact: true }).waitFor();
    await preview.getByText(HEADER).waitFor();
    await preview.getByRole('heading', { name: 'Before the show' }).waitFor();
    await page
      .getByRole('region', { name: 'Article Stats' })
      .getByText(`${CONTENT.length.toLocaleString('en-IN')} / 10,000`)
      .waitFor();
    // The draft's markup is read as text: no image, no script, no handler reaches the page.
    expect(await preview.locator('img, script, [onerror]').count()).toBe(0);
    expect(await pwned(page)).toBeUndefined();
    await screenshot(page, 'admin-blog-write');

    await publish.click();
    await page.getByText('Blog post published successfully!').waitFor();
    const shownAt = Date.now();
    const created = await findArticle(HEADER);
    expect(created?.author).toBe('StallPlan');
    expect(created?.content).not.toContain('onerror');
    expect(created?.content).not.toContain('<script');
    articleId = created!.id;
    // Then the new article, as readers see it.
    await page.waitForURL(new RegExp(`/blogs/${articleId}$`));
    expect(Date.now() - shownAt).toBeGreaterThan(1000);
    await page.getByRole('heading', { level: 1, name: HEADER }).waitFor();
    expect(await pwned(page)).toBeUndefined();

    // The admin list shows it, as text.
    await page.goto(`${stack.gatewayUrl}/admin/blogs`);
    await page.getByLabel('Search blogs').fill(RUN);
    const row = page.getByRole('row').filter({ hasText: HEADER });
    await row.waitFor();
    expect(await row.textContent()).toContain('Before the show Ask the venue');
    expect(await page.locator('table img, table script').count()).toBe(0);
    expect(await pwned(page)).toBeUndefined();

    // And readers see it.
    const readers = await open(`/blogs?search=${RUN}`);
    await readers.getByRole('article', { name: HEADER }).waitFor();
  });

  it('lists articles with a count, search and the search empty state, as a table on wide screens', async () => {
    const page = await open('/admin/blogs');
    await page.getByRole('heading', { level: 1, name: 'Blog Management' }).waitFor();
    const list = await api.listBlogs({ query: { limit: 50 } });
    if (list.status !== 200) throw new Error('listing blogs failed');
    await page.getByRole('heading', { name: `All Blogs (${list.body.pagination.totalPosts})` }).waitFor();
    for (const column of ['Title', 'Author', 'Content Preview', 'Published', 'Status']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    expect(await page.getByRole('row').count()).toBe(list.body.pagination.totalPosts + 1);
    await page.getByRole('link', { name: 'Write New Blog' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await screenshot(page, 'admin-blogs');

    await page.getByLabel('Search blogs').fill(`no-such-blog-${RUN}`);
    await page.getByRole('heading', { name: 'No blogs found matching your search' }).waitFor();
    await page.getByRole('link', { name: 'Write Your First Blog' }).waitFor();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.getByRole('row').nth(1).waitFor();

    // View opens the public article with a full page load.
    await page.getByLabel('Search blogs').fill(RUN);
    await page.getByRole('link', { name: `View ${HEADER}` }).click();
    await page.waitForURL(new RegExp(`/blogs/${articleId}$`));
    await page.getByRole('heading', { level: 1, name: HEADER }).waitFor();
  });

  it('on a phone, lists articles as cards without sideways scrolling', async () => {
    const page = await open('/admin/blogs', PHONE);
    await page.getByRole('heading', { level: 1, name: 'Blog Management' }).waitFor();
    const cards = page.getByRole('list', { name: 'Blogs' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-blogs');

    const write = await open('/admin/blogs/write', PHONE);
    await write.getByRole('heading', { level: 1, name: 'Write New Article' }).waitFor();
    await write.getByLabel('Article Title').fill('A phone-sized draft');
    expect(await noSidewaysScroll(write)).toBeLessThanOrEqual(0);
    await screenshot(write, 'admin-blog-write');
  });

  it('edits the article from the list and shows the change', async () => {
    const page = await open('/admin/blogs');
    await page.getByLabel('Search blogs').fill(RUN);
    await page.getByRole('link', { name: `Edit ${HEADER}` }).click();
    await page.waitForURL(new RegExp(`/admin/blogs/edit/${articleId}$`));
    await page.getByRole('heading', { level: 1, name: 'Edit Article' }).waitFor();
    const title = page.getByLabel('Article Title');
    await expect.poll(() => title.inputValue()).toBe(HEADER);
    expect(await page.getByLabel('Article Content').inputValue()).toContain('Before the show');

    await title.fill('');
    await page.getByRole('button', { name: 'Update Article' }).click();
    await page.getByText('Blog title is required').waitFor();
    await title.fill(UPDATED_HEADER);
    expect(await page.getByText('Blog title is required').count()).toBe(0);
    await page.getByRole('region', { name: 'Live Preview' }).getByText(UPDATED_HEADER).waitFor();
    await screenshot(page, 'admin-blog-edit');

    await page.getByRole('button', { name: 'Update Article' }).click();
    await page.getByText('Blog post updated successfully!').waitFor();
    await page.waitForURL(new RegExp(`/blogs/${articleId}$`));
    await page.getByRole('heading', { level: 1, name: UPDATED_HEADER }).waitFor();
    await page.goto(`${stack.gatewayUrl}/admin/blogs`);
    await page.getByLabel('Search blogs').fill(RUN);
    await page.getByRole('row').filter({ hasText: UPDATED_HEADER }).waitFor();

    const stored = await api.getBlog({ params: { id: articleId } });
    expect(stored.status === 200 && stored.body.data.header).toBe(UPDATED_HEADER);

    const phone = await open(`/admin/blogs/edit/${articleId}`, PHONE);
    await phone.getByRole('region', { name: 'Live Preview' }).getByText(UPDATED_HEADER).waitFor();
    expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'admin-blog-edit');
  });

  it('deletes the article after the confirmation', async () => {
    const page = await open('/admin/blogs');
    await page.getByLabel('Search blogs').fill(RUN);
    await page.getByRole('button', { name: `Delete ${UPDATED_HEADER}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Blog' });
    await dialog.getByText('Are you sure you want to delete the blog? This is an irreversible action and all blog data will be permanently removed.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: UPDATED_HEADER }).count()).toBe(1);

    await page.getByRole('button', { name: `Delete ${UPDATED_HEADER}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No blogs found matching your search' }).waitFor();
    expect((await api.getBlog({ params: { id: articleId } })).status).toBe(404);
  });

  it('shows the error state for an unknown article, with a way back to the list', async () => {
    const page = await open(`/admin/blogs/edit/no-such-blog-${RUN}`);
    await page.getByRole('heading', { name: 'Error loading blog post' }).waitFor();
    await page.getByText('The requested blog post does not exist.').waitFor();
    await page.getByRole('link', { name: 'Back to Blogs' }).click();
    await page.waitForURL(/\/admin\/blogs$/);
  });

  it('says "Blog ID Required" when the editor is opened without an id', async () => {
    const page = await open('/admin/blogs/edit');
    await page.getByRole('heading', { name: 'Blog ID Required' }).waitFor();
    await page.getByText('No blog ID provided for editing').waitFor();
    await page
      .getByRole('link', { name: 'Back to Admin Blogs' })
      .or(page.getByRole('button', { name: 'Back to Admin Blogs' }))
      .click();
    await page.waitForURL(/\/admin\/blogs$/);
  });

  it('sends ?action=write to the editor', async () => {
    const page = await open('/admin/blogs?action=write');
    await page.waitForURL(/\/admin\/blogs\/write$/);
    await page.getByRole('heading', { level: 1, name: 'Write New Article' }).waitFor();
  });

  it('ends a forged session on /admin, forgetting the token', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    // Stored once, not on every load, so what the app does with it can be seen afterwards.
    await context.addInitScript(
      ([key]) => {
        if (sessionStorage.getItem('seeded') === null) {
          localStorage.setItem(key, 'forged');
          sessionStorage.setItem('seeded', '1');
        }
      },
      [TOKEN_KEY] as const,
    );
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/admin/blogs`);
    await page.waitForURL(/\/admin$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    expect(await page.getByRole('heading', { name: 'Blog Management' }).count()).toBe(0);
  });
});
