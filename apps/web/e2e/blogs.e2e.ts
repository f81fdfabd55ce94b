import { BLOG_PAGE_SIZE, createApiClient, readingMinutes, type BlogArticle } from '@stallplan/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { startTestStack } from './stack.js';

/** Unique per run, so this file's articles are told apart from any others. */
const RUN = `e2e${Date.now().toString(36)}`;
/** The test stack seeds no demo articles: enough are written for six pages, so the pager has to leave pages out. */
const FILLER_ARTICLES = 32;
const HEADER = `Stall Lighting Checklist ${RUN}-lighting`;
const PARAGRAPH =
  'Good lighting draws visitors into a stall, shows products in their true colours and keeps the team comfortable through long days on the floor. ' +
  'Plan the load with the venue early, label every circuit, and test each fitting during build-up so nothing is left to the opening morning.';
/** About 460 words of article, with markup the sanitiser must strip before it is stored. */
const CONTENT =
  `<h2>Before the show</h2>${`<p>${PARAGRAPH}</p>`.repeat(9)}` +
  '<p>Read the exhibitor manual.<img src="x" onerror="window.__blogXss = true"></p><script>window.__blogXss = true</script>';

describe('blogs: the list and an article', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let adminToken = '';
  let api: ReturnType<typeof createApiClient>;
  let article: BlogArticle;
  const written: string[] = [];
  let total = 0;
  const contexts: BrowserContext[] = [];

  async function open(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}${path}`);
    return page;
  }

  const isBlogList = (url: URL) => url.pathname === '/api/blogs';
  const summary = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ blogs$/);
  const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = createApiClient({ baseUrl: stack.gatewayUrl, adminToken: () => adminToken });
    const login = await api.adminLogin({ body: { password: stack.secrets.adminPassword } });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
    adminToken = login.body.data.token;

    for (let index = 1; index <= FILLER_ARTICLES; index += 1) {
      const filler = await api.createBlog({
        body: { header: `Exhibitor Note ${index} ${RUN}`, content: `<p>Note ${index}: ${PARAGRAPH}</p>` },
      });
      if (filler.status !== 201) throw new Error(`writing an article failed: ${JSON.stringify(filler.body)}`);
      written.push(filler.body.data.id);
    }
    // Written last, so it is the newest.
    const created = await api.createBlog({ body: { header: HEADER, content: CONTENT } });
    if (created.status !== 201) throw new Error(`writing the article failed: ${JSON.stringify(created.body)}`);
    article = created.body.data;
    written.push(article.id);

    const list = await api.listBlogs({ query: {} });
    if (list.status !== 200) throw new Error('listing blogs failed');
    total = list.body.pagination.totalPosts;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    for (const id of written) await api.deleteBlog({ params: { id } });
    await browser?.close();
    await stack?.cleanup();
  });

  it('pages through the articles with Previous, numbered pages and Next, keeping the page in the address', async () => {
    const page = await open('/blogs');
    await summary(page).waitFor();
    expect(await summary(page).textContent()).toBe(`Showing 1 to ${BLOG_PAGE_SIZE} of ${total} blogs`);
    expect(await page.getByRole('article').count()).toBe(BLOG_PAGE_SIZE);
    // Newest first: this file's article was written last.
    expect((await cardTitles(page))[0]).toBe(HEADER);

    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    const pageButtons = () => pager.getByRole('button', { name: /^Page \d+$/ }).allTextContents();
    const pages = Math.ceil(total / BLOG_PAGE_SIZE);
    expect(pages).toBeGreaterThan(5);
    expect(await pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'blogs');

    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/blogs\?page=2$/);
    await page.getByText(`Showing ${BLOG_PAGE_SIZE + 1} to ${Math.min(2 * BLOG_PAGE_SIZE, total)} of ${total} blogs`).waitFor();
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await cardTitles(page)).not.toContain(HEADER);

    await page.goBack();
    await page.getByText(`Showing 1 to ${BLOG_PAGE_SIZE} of ${total} blogs`).waitFor();
    await page.goForward();
    await page.getByText(`Showing ${BLOG_PAGE_SIZE + 1} to`).waitFor();
    await page.reload();
    await page.getByText(`Showing ${BLOG_PAGE_SIZE + 1} to`).waitFor();

    // The five buttons follow the current page, which stays in the middle.
    await pager.getByRole('button', { name: 'Page 5' }).click();
    await page.waitForURL(/\/blogs\?page=5$/);
    await page.getByText(`Showing ${4 * BLOG_PAGE_SIZE + 1} to ${Math.min(5 * BLOG_PAGE_SIZE, total)} of ${total} blogs`).waitFor();
    expect(await pageButtons()).toHaveLength(5);
    expect(await pageButtons()).not.toContain('1');
    await pager.getByRole('button', { name: `Page ${pages}` }).click();
    await page.getByText(`Showing ${(pages - 1) * BLOG_PAGE_SIZE + 1} to ${total} of ${total} blogs`).waitFor();
    expect(await pageButtons()).toEqual([4, 3, 2, 1, 0].map((back) => String(pages - back)));
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await pager.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL(new RegExp(`/blogs\\?page=${pages - 1}$`));
    await page.getByText(`Showing ${(pages - 2) * BLOG_PAGE_SIZE + 1} to ${(pages - 1) * BLOG_PAGE_SIZE} of ${total} blogs`).waitFor();
  });

  it('shows the last page for a page number past the end', async () => {
    const page = await open('/blogs?page=999');
    const pages = Math.ceil(total / BLOG_PAGE_SIZE);
    await page.getByText(`Showing ${(pages - 1) * BLOG_PAGE_SIZE + 1} to ${total} of ${total} blogs`).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(pages));
  });

  it('sorts oldest first', async () => {
    const oldest = await api.listBlogs({ query: { sort: 'asc', limit: 1 } });
    if (oldest.status !== 200) throw new Error('listing blogs failed');
    const page = await open('/blogs');
    await summary(page).waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Oldest' });
    await page.waitForURL(/sort=asc/);
    await page.waitForFunction((title) => document.querySelector('article h2')?.textContent === title, oldest.body.data[0]?.header);
  });

  it('searches after typing pauses, shows the search empty state, and Clear Search brings the list back', async () => {
    const page = await open('/blogs');
    await summary(page).waitFor();
    const search = page.getByLabel('Search articles');
    await search.fill(`${RUN}-lighting`);
    await page.waitForURL(new RegExp(`search=${RUN}-lighting`));
    await page.getByText(`Showing 1 to 1 of 1 blogs`).waitFor();
    expect(await cardTitles(page)).toEqual([HEADER]);

    await search.fill(`no-such-article-${RUN}`);
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await page.getByText("We couldn't find any articles matching your search. Try different keywords or browse all articles.").waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    expect(await summary(page).count()).toBe(0);

    // Back returns to the whole list the search started from.
    await page.goBack();
    await page.waitForURL(/\/blogs$/);
    await page.getByText(`Showing 1 to ${BLOG_PAGE_SIZE} of ${total} blogs`).waitFor();
    expect(await search.inputValue()).toBe('');

    await search.fill(`no-such-article-${RUN}`);
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Search' }).first().click();
    await page.getByText(`Showing 1 to ${BLOG_PAGE_SIZE} of ${total} blogs`).waitFor();
    expect(await search.inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');
  });

  it('opens an article from its card: sanitised content, author, date, reading time, and Share copies the link', async () => {
    const page = await open('/blogs');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.gatewayUrl });
    // Chromium on Linux has no share sheet, but make sure the copy path is the one taken.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    // The whole card is the link, Read More included.
    const card = page.getByRole('article', { name: HEADER });
    await card.getByText('Read More').waitFor();
    await card.click();
    await page.waitForURL(new RegExp(`/blogs/${article.id}$`));

    await page.getByRole('heading', { level: 1, name: HEADER }).waitFor();
    expect(await page.title()).toBe(`${HEADER} · StallPlan`);
    await page.getByRole('heading', { level: 2, name: 'Before the show' }).waitFor();
    await page.getByText(`${readingMinutes(CONTENT)} min read`).waitFor();
    expect(readingMinutes(CONTENT)).toBe(3);
    await page.getByText('Published', { exact: true }).waitFor();
    await page.getByText('StallPlan', { exact: true }).last().waitFor();
    expect(await page.evaluate(() => (window as { __blogXss?: boolean }).__blogXss)).toBeUndefined();
    expect(await page.locator('article script, article [onerror]').count()).toBe(0);

    await page.getByRole('button', { name: 'Share' }).click();
    // Exact: Radix also announces the toast to screen readers as "Notification Link copied…".
    await page.getByText('Link copied to clipboard!', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await screenshot(page, 'blog-detail');

    await page.getByRole('button', { name: 'Back to Blogs' }).click();
    await page.waitForURL(/\/blogs$/);
    await summary(page).waitFor();
  });

  it('says "Blog post not found" for an unknown id, with a way back', async () => {
    const page = await open(`/blogs/no-such-article-${RUN}`);
    await page.getByRole('heading', { level: 1, name: 'Blog post not found' }).waitFor();
    await page.getByRole('button', { name: 'Back to Blogs' }).click();
    await page.waitForURL(/\/blogs$/);
    await summary(page).waitFor();
  });

  it('offers Retry when the list cannot be loaded, and says so when there are no articles at all', async () => {
    const page = await open('/blogs');
    await summary(page).waitFor();
    await page.route(isBlogList, (route) => route.fulfill({ status: 500, json: { success: false, error: 'Internal server error' } }));
    await page.getByLabel('Sort by').selectOption({ label: 'Oldest' });
    await page.getByRole('heading', { name: 'Error loading blogs' }).waitFor();
    await page.unroute(isBlogList);
    await page.getByRole('button', { name: 'Retry' }).click();
    await summary(page).waitFor();

    const empty = { success: true, data: [], pagination: { page: 1, limit: 6, totalPages: 0, totalPosts: 0, hasPreviousPage: false, hasNextPage: false } };
    await page.route(isBlogList, (route) => route.fulfill({ json: empty }));
    await page.reload();
    await page.getByText('No articles are available at the moment. Check back soon for new insights and tips!').waitFor();
    expect(await page.getByRole('navigation', { name: 'Blog pages' }).count()).toBe(0);
  });

  it('on a phone, shows one column without sideways scrolling', async () => {
    const page = await open('/blogs', PHONE);
    await summary(page).waitFor();
    const boxes = await page.getByRole('article').evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes[0]?.x).toBe(boxes[1]?.x);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'blogs');

    const detail = await open(`/blogs/${article.id}`, PHONE);
    await detail.getByRole('heading', { level: 1, name: HEADER }).waitFor();
    expect(await detail.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(detail, 'blog-detail');
  });
});
