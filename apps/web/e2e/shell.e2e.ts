import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { samplePlan, seedPlan } from './seed-plan.js';
import { startTestStack } from './stack.js';

describe('the app shell through the gateway', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.cleanup();
  });

  it('links every page from the top navigation, the brand going home', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(stack.gatewayUrl);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Find Builders' }).click();
    await page.waitForURL(/\/find-builders$/);
    await page.getByRole('heading', { level: 1, name: 'Find Builders' }).waitFor();
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await page.waitForURL(/\/blogs$/);
    await nav.getByRole('link', { name: 'Register as a Vendor' }).click();
    await page.waitForURL(/\/vendor-registration$/);
    await nav.getByRole('link', { name: 'StallPlan' }).click();
    await page.waitForURL(`${stack.gatewayUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Exhibition Stall Cost Planner' }).waitFor();
    expect(await page.title()).toBe('Exhibition Stall Cost Planner · StallPlan');
    await page.close();
  });

  it('answers every route of the table, each with its own title', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const routes = [
      '/blogs',
      '/blogs/abc',
      '/find-builders',
      '/landing',
      '/stall-details',
      '/recommendations',
      '/vendor-registration',
      '/admin',
      '/admin/vendor',
      '/admin/vendor-management',
      '/admin/blogs',
      '/admin/blogs/write',
      '/admin/blogs/edit/abc',
    ];
    for (const route of routes) {
      const response = await page.goto(`${stack.gatewayUrl}${route}`);
      expect(response?.status(), route).toBe(200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent(), route).not.toBe('404 Page Not Found');
      expect(await page.locator('meta[name="description"]').getAttribute('content'), route).toBeTruthy();
    }
    await page.close();
  });

  it('shows the 404 page for any other path, with a way home', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${stack.gatewayUrl}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toBe('404 Page Not Found · StallPlan');
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to the planner' }).click();
    await page.getByRole('heading', { level: 1, name: 'Exhibition Stall Cost Planner' }).waitFor();
    await page.close();
  });

  it('on a phone, opens the menu by keyboard and closes it when a link is chosen', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(stack.gatewayUrl);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Blogs' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'mobile-menu');
    await menu.getByRole('link', { name: 'Blogs' }).click();
    await page.waitForURL(/\/blogs$/);
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('walks the wizard: ticks passed steps, Previous and Next at the ends, Start Over back to step 1', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await seedPlan(context, samplePlan(6));
    const page = await context.newPage();
    await page.goto(stack.gatewayUrl);
    await page.getByText('Step 6 of 7').waitFor();
    const states = await page.locator('[data-step-state]').evaluateAll((items) => items.map((item) => item.getAttribute('data-step-state')));
    expect(states).toEqual(['done', 'done', 'done', 'done', 'done', 'current', 'todo']);
    expect(await page.locator('[data-step-state="done"] [aria-label="completed"]').count()).toBe(5);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByText('Step 7 of 7').waitFor();
    // The quote replaces its loading state once the show's rates are in; click after that, not into a moving page.
    await page.getByTestId('quote-grand-total').waitFor();
    expect(await page.getByRole('button', { name: 'Next Step' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Start Over' }).click();
    await page.getByText('Step 1 of 7').waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    // Start Over keeps what was typed.
    expect(await page.getByLabel('Company Name').inputValue()).toBe('Shakti Pumps Pvt Ltd');
    await context.close();
  });
});
