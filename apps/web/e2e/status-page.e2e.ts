import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startTestStack } from './stack.js';

describe('the home page through the gateway', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.cleanup();
  });

  it('shows every service as ready', async () => {
    await page.goto(stack.gatewayUrl);
    await page.getByText('All services are ready.').waitFor();
    const items = page.locator('[data-service]');
    expect(await items.count()).toBe(5);
    const services = await items.evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('data-service'), node.querySelector('.status-state')?.textContent]),
    );
    expect(Object.fromEntries(services)).toEqual({
      catalog: 'ready',
      content: 'ready',
      travel: 'ready',
      quotes: 'ready',
      notify: 'ready',
    });
    expect(await page.title()).toBe('StallPlan');
  });

  it('says when a service goes down, after a refresh by keyboard', async () => {
    process.kill(stack.pids.travel, 'SIGTERM');
    await page.getByRole('button', { name: 'Refresh' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Some services are not ready.').waitFor();
    expect(await page.locator('[data-service="travel"] .status-state').textContent()).toBe('unavailable');
  });

  it('lands a deep link in the app, which shows its own not-found page', async () => {
    const response = await page.goto(`${stack.gatewayUrl}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.getByRole('heading', { name: 'Plan your next trade-show stall' }).waitFor();
  });
});
