import { createApiClient, type OutboxMessage } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { sampleEventDetails, samplePlan, seedPlan } from './seed-plan.js';
import { startTestStack } from './stack.js';

const RUN = Date.now().toString(36);
const OWNER = `plans+${RUN}@shaktipumps.example.com`;
const SHOW = `IMTEX Forming ${RUN}`;
const NEXT_SHOW = `Engimach ${RUN}`;

describe('saved plans', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let adminToken = '';
  let api: ReturnType<typeof createApiClient>;
  const contexts: BrowserContext[] = [];

  async function open(viewport: { width: number; height: number } = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    return { context, page: await context.newPage() };
  }

  /** The first `/<path>/<token>` link of the newest mail of this kind to the owner, once notify has it. */
  async function mailedLink(kind: OutboxMessage['kind'], path: string): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const outbox = await api.listOutbox({ query: { limit: 100 } });
      const mail = outbox.status === 200 ? outbox.body.data.find((message) => message.kind === kind && message.to.some((to) => to.includes(OWNER))) : undefined;
      const match = mail ? new RegExp(`(/${path}/[A-Za-z0-9_-]{43})`).exec(mail.text) : null;
      if (match?.[1]) return match[1];
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no ${kind} mail to ${OWNER}`);
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
    await browser?.close();
    await stack?.cleanup();
  });

  it('saves a plan, reopens it elsewhere from the mailed link, gets it approved, duplicates it for another show, and lists both by financial year', async () => {
    // The owner builds a plan to step 2 and saves it.
    const owner = await open();
    await seedPlan(owner.context, samplePlan(2, { eventDetails: { emailAddress: OWNER, exhibitionName: SHOW } }));
    await owner.page.goto(stack.gatewayUrl);
    const liveCost = owner.page.getByTestId('live-cost-total');
    await liveCost.waitFor();
    const stallCost = await liveCost.textContent();
    await owner.page.getByRole('button', { name: 'Save plan' }).click();
    const linkDialog = owner.page.getByRole('dialog', { name: 'Your plan is saved' });
    await linkDialog.waitFor();
    const shownLink = await linkDialog.getByLabel('Your private edit link').inputValue();
    expect(await linkDialog.getByTestId('edit-link-mail').textContent()).toContain(OWNER);
    await screenshot(owner.page, 'saved-plan-link');
    await owner.page.keyboard.press('Escape');
    await owner.page.getByTestId('save-status').getByText(/saved/i).waitFor();

    // The mailed link is the one shown; in a fresh browser it opens the same plan with the same figures.
    const editPath = await mailedLink('plan-saved', 'plans');
    expect(shownLink).toBe(`${new URL(shownLink).origin}${editPath}`);
    const laptop = await open();
    await laptop.page.goto(`${stack.gatewayUrl}${editPath}`);
    await laptop.page.waitForURL(`${stack.gatewayUrl}/`);
    await laptop.page.getByTestId('live-cost-total').waitFor();
    expect(await laptop.page.getByTestId('live-cost-total').textContent()).toBe(stallCost);
    expect(await laptop.page.getByLabel('Booth Area', { exact: false }).first().inputValue()).toBe('18');
    await screenshot(laptop.page, 'saved-plan-reopened');

    // The overview shares it read-only.
    await laptop.page.getByRole('link', { name: 'Versions & sharing' }).click();
    await laptop.page.waitForURL(/\/plans\/[A-Za-z0-9_-]{43}\/overview$/);
    const newest = (await laptop.page.getByText(/^1 · ₹[\d,]+ with GST$/).textContent()) ?? '';
    const total = /₹[\d,]+/.exec(newest)?.[0];
    expect(total).toBeDefined();
    await laptop.page.getByLabel('Label (optional)').fill('Finance');
    await laptop.page.getByRole('button', { name: 'Create link' }).click();
    const shareField = laptop.page.getByTestId('new-share-link').getByRole('textbox');
    await shareField.waitFor();
    const shareLink = await shareField.inputValue();
    expect(shareLink).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    await screenshot(laptop.page, 'saved-plan-overview');

    // A viewer sees the plan and its total without the owner's contacts, and approves version 1.
    const viewer = await open(PHONE);
    await viewer.page.goto(`${stack.gatewayUrl}${new URL(shareLink).pathname}`);
    await viewer.page.getByTestId('shared-plan-grand-total').waitFor();
    expect(await viewer.page.getByTestId('shared-plan-grand-total').textContent()).toContain(total);
    const body = (await viewer.page.locator('main').textContent()) ?? '';
    expect(body).not.toContain(OWNER);
    expect(body).not.toContain('98450 12345');
    await viewer.page.getByLabel('Approve version 1').check();
    await viewer.page.getByLabel('Your name').fill('Ravi Shankar, Finance');
    await viewer.page.getByRole('button', { name: 'Approve version 1' }).click();
    await viewer.page.getByTestId('plan-answer-sent').waitFor();
    await screenshot(viewer.page, 'shared-plan-approved');

    // The owner sees the approval on the plan.
    await laptop.page.reload();
    await expect(laptop.page.getByTestId('plan-status').textContent()).resolves.toBe('Approved');
    await laptop.page.getByTestId('responses').getByText('Ravi Shankar, Finance').waitFor();

    // My plans on a phone: a one-time link by mail, then the list; duplicate the plan for the next show.
    const phone = await open(PHONE);
    await phone.page.goto(`${stack.gatewayUrl}/my-plans`);
    await phone.page.getByLabel('E-mail address').fill(OWNER);
    await phone.page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await phone.page.getByTestId('sign-in-link-sent').waitFor();
    await phone.page.goto(`${stack.gatewayUrl}${await mailedLink('plan-sign-in', 'my-plans/sign-in')}`);
    await phone.page.waitForURL(`${stack.gatewayUrl}/my-plans`);
    await phone.page.getByRole('button', { name: `Duplicate for another show (from the plan for ${SHOW})` }).click();
    await phone.page.getByLabel('Name of the new show').fill(NEXT_SHOW);
    await phone.page.getByRole('button', { name: 'Duplicate and open' }).click();
    await phone.page.waitForURL(`${stack.gatewayUrl}/`);
    // The copy keeps the company and the design but not the show's dates.
    await phone.page.getByText('Save this plan', { exact: false }).or(phone.page.getByTestId('save-status')).first().waitFor();

    await phone.page.goto(`${stack.gatewayUrl}/my-plans`);
    const cards = phone.page.locator('[data-testid^="my-plan-"]');
    await phone.page.getByText(NEXT_SHOW).first().waitFor();
    expect(await cards.count()).toBe(2);
    await phone.page.getByText(SHOW, { exact: true }).first().waitFor();
    await screenshot(phone.page, 'my-plans');

    // Every financial year's total is the sum of its quarters and of its plans' totals as the server gives them.
    const session = JSON.parse((await phone.page.evaluate(() => sessionStorage.getItem('stallplan.my-plans.session'))) ?? '{}') as { session?: string };
    const listed = await api.listMyPlans({ params: { session: String(session.session) } });
    if (listed.status !== 200) throw new Error(`listing plans failed: ${JSON.stringify(listed.body)}`);
    expect(listed.body.data.plans).toHaveLength(2);
    for (const year of listed.body.data.financialYears) {
      const inYear = listed.body.data.plans.filter((plan) => plan.financialYear === year.financialYear);
      expect(year.total).toBe(inYear.reduce((sum, plan) => sum + plan.grandTotal, 0));
      const summary = phone.page.getByTestId(`fy-summary-${year.financialYear}`);
      expect(await summary.getByTestId('fy-total').textContent()).toBe(formatInr(year.total));
      for (const [index, amount] of year.quarters.entries()) expect(await summary.getByTestId(`fy-quarter-${index + 1}`).textContent()).toBe(formatInr(amount));
    }

    const desktop = await open(DESKTOP);
    await desktop.page.goto(`${stack.gatewayUrl}/my-plans`);
    await desktop.page.evaluate((value) => sessionStorage.setItem('stallplan.my-plans.session', value), JSON.stringify(session));
    await desktop.page.reload();
    await desktop.page.getByText(NEXT_SHOW).first().waitFor();
    await screenshot(desktop.page, 'my-plans');
    expect(await desktop.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("downloads a saved plan's quote PDF as its newest version's, the same file each time", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    contexts.push(context);
    await seedPlan(context, samplePlan(7, { eventDetails: { emailAddress: OWNER, exhibitionName: `PDF Expo ${RUN}` } }));
    const page = await context.newPage();
    await page.goto(stack.gatewayUrl);
    await page.getByRole('heading', { level: 2, name: 'Final Quote' }).waitFor();
    await page.getByRole('button', { name: 'Save plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your plan is saved' });
    const editUrl = await dialog.getByLabel('Your private edit link').inputValue();
    await page.keyboard.press('Escape');
    const token = editUrl.split('/').at(-1)!;

    await page.getByRole('tab', { name: 'Download' }).click();
    const names: string[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const download = page.waitForEvent('download', { timeout: 45_000 });
      await page.getByRole('button', { name: 'Download Quote PDF' }).click();
      names.push((await download).suggestedFilename());
      await page.getByRole('button', { name: 'Download Quote PDF' }).waitFor();
    }
    const saved = await api.getPlan({ params: { token } });
    if (saved.status !== 200) throw new Error(`reading the plan failed: ${JSON.stringify(saved.body)}`);
    const quoteNumber = saved.body.data.versions[0]?.quoteNumber;
    expect(quoteNumber).toMatch(/^SP-\d{8}-/);
    expect(names).toEqual([`StallPlan-Quote-${quoteNumber}.pdf`, `StallPlan-Quote-${quoteNumber}.pdf`]);
    const printed = await api.getQuote({ params: { id: String(quoteNumber) } });
    expect(printed.status === 200 && printed.body.data.quote.totals.grandTotal).toBe(saved.body.data.versions[0]?.grandTotal);
  });

  it('never lets two browsers editing one plan overwrite each other: the stale save is refused and the plan reloads', async () => {
    const created = await api.createPlan({
      body: {
        content: {
          eventDetails: sampleEventDetails({ emailAddress: OWNER, exhibitionName: `Conflict Expo ${RUN}` }),
          stallDesign: { area: 18 },
          step: 2,
          furthestStep: 2,
        },
      },
    });
    if (created.status !== 201) throw new Error(`saving failed: ${JSON.stringify(created.body)}`);
    const { editToken } = created.body.data;
    const [first, second] = [await open(), await open()];
    for (const { page } of [first, second]) {
      await page.goto(`${stack.gatewayUrl}/plans/${editToken}`);
      await page.waitForURL(`${stack.gatewayUrl}/`);
      await page.getByTestId('live-cost-total').waitFor();
    }

    // The first browser saves 30 m².
    await first.page.getByLabel('Booth Area').first().fill('30');
    await first.page
      .getByTestId('save-status')
      .getByText(/^Saved/)
      .waitFor();
    const saved = await api.getPlan({ params: { token: editToken } });
    expect(saved.status === 200 && saved.body.data.content.stallDesign.area).toBe(30);
    // An ordinary save is shown, not announced.
    expect(await first.page.getByTestId('save-announcement').textContent()).toBe('');

    // The second still holds the plan as it was: its save is refused, it says so, and nothing is overwritten.
    await second.page.getByLabel('Booth Area').first().fill('42');
    const conflict = second.page.getByRole('dialog', { name: 'This plan was changed in another tab or on another device' });
    await conflict.waitFor();
    await screenshot(second.page, 'saved-plan-conflict');
    expect(await second.page.getByTestId('save-announcement').textContent()).toBe('Not saved — this plan was changed in another tab or on another device');
    const unchanged = await api.getPlan({ params: { token: editToken } });
    expect(unchanged.status === 200 && unchanged.body.data.content.stallDesign.area).toBe(30);

    // Reloading takes the saved plan, and saving goes on from it.
    await conflict.getByRole('button', { name: 'Reload the saved plan' }).click();
    await conflict.waitFor({ state: 'hidden' });
    expect(await second.page.getByLabel('Booth Area').first().inputValue()).toBe('30');
    expect(await second.page.getByTestId('live-cost-total').textContent()).toBe(await first.page.getByTestId('live-cost-total').textContent());
    await second.page.getByLabel('Booth Area').first().fill('36');
    await second.page
      .getByTestId('save-status')
      .getByText(/^Saved/)
      .waitFor();
    const after = await api.getPlan({ params: { token: editToken } });
    expect(after.status === 200 && after.body.data.content.stallDesign.area).toBe(36);
  });
});
