import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { startTestStack } from './stack.js';

/** Claims the product cannot back: it has no team features, no exhibitor accounts and books nothing live. */
const UNTRUE_CLAIMS = /collaborat|shared workspace|team workspace|authenticat|sign in|log in|live booking|book (your )?flights/i;

describe('the landing page', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function open(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/landing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.cleanup();
  });

  it('shows the hero, six true feature cards and the closing call to action', async () => {
    const page = await open(DESKTOP);
    const features = page.getByRole('region', { name: 'Everything for your next exhibition' });
    expect(await features.getByRole('listitem').count()).toBe(6);
    await features.getByText('every Indian state and union territory, all 36 of them', { exact: false }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Ready to plan your next stall?' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(UNTRUE_CLAIMS);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await screenshot(page, 'landing');
  });

  it('Learn More scrolls to the features and moves focus there, by keyboard too', async () => {
    const page = await open(DESKTOP);
    const features = page.locator('#features');
    const top = () => features.evaluate((node) => node.getBoundingClientRect().top);
    expect(await top()).toBeGreaterThan(DESKTOP.height / 2);
    await page.getByRole('button', { name: 'Learn More' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const box = document.getElementById('features')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < 200;
    });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('features');
  });

  it('Get Started opens the planner', async () => {
    const page = await open(DESKTOP);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL(`${stack.gatewayUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Exhibition Stall Cost Planner' }).waitFor();
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await open(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'landing');
  });
});
