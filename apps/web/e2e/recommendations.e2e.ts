import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { startTestStack } from './stack.js';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await stack?.cleanup();
});

/** A fresh context per test: its own localStorage, so the planner starts empty. */
async function openRecommendations(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${stack.gatewayUrl}/recommendations`);
  await page.getByRole('heading', { level: 1, name: 'AI-Powered Event Recommendations' }).waitFor();
  return page;
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Get AI Recommendations' });
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'AI Analysis Complete' });
const cards = (page: Page) => page.getByRole('list', { name: 'Recommended events, best first' }).getByRole('article');

async function describeTechnologyCompany(page: Page): Promise<void> {
  await label(page, 'Industry').selectOption('Technology');
  await label(page, 'Location').fill('Bangalore');
  await label(page, 'Budget (₹)').fill('5,00,000');
  await label(page, 'Team Size').fill('3');
  await page.getByRole('checkbox', { name: 'Lead Generation' }).check();
  await label(page, 'Exhibition Experience').selectOption('occasional');
}

/** A form control by its label's whole text; a required field's label ends in an asterisk. */
function label(page: Page, text: string) {
  return page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

describe('/recommendations', () => {
  it('keeps the submit button disabled until an industry is chosen', async () => {
    const page = await openRecommendations();
    await page.getByRole('heading', { level: 2, name: 'Tell Us About Your Business' }).waitFor();
    await expect(submitButton(page).isDisabled()).resolves.toBe(true);
    await label(page, 'Location').fill('Pune');
    await expect(submitButton(page).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Trade Show' }).isChecked()).resolves.toBe(true);
    await screenshot(page, 'recommendations');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'recommendations');
    await label(page, 'Industry').selectOption('Healthcare');
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);
  });

  it('explains a budget that is not a number, or not a whole one, beside the field', async () => {
    const page = await openRecommendations();
    await label(page, 'Industry').selectOption('Technology');
    const budget = label(page, 'Budget (₹)');
    for (const [typed, message] of [
      ['five lakh', 'Budget must be a number.'],
      ['250000.5', 'Budget must be a whole number.'],
    ] as const) {
      await budget.fill(typed);
      await submitButton(page).click();
      await expect(budget.getAttribute('aria-invalid')).resolves.toBe('true');
      const describedBy = (await budget.getAttribute('aria-describedby')) ?? '';
      const errorText = await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent();
      expect(errorText, typed).toBe(message);
    }
    await expect(resultsHeading(page).count()).resolves.toBe(0);
  });

  it('recommends technology shows to a Technology company in Bangalore, and returns to the answers', async () => {
    const page = await openRecommendations();
    await describeTechnologyCompany(page);
    await submitButton(page).click();
    await resultsHeading(page).waitFor();

    await expect(page.getByText(/^Found \d+ perfect match(es)?$/).isVisible()).resolves.toBe(true);
    const confidence = Number(await page.getByRole('meter', { name: 'Confidence' }).getAttribute('aria-valuenow'));
    expect(confidence).toBeGreaterThan(0);
    expect(confidence).toBeLessThanOrEqual(100);

    expect(await cards(page).count()).toBeGreaterThan(0);
    const top = cards(page).first();
    const weighed = top.getByRole('region', { name: 'What we weighed' });
    expect((await weighed.getByRole('listitem').allTextContents()).join(' | ')).toMatch(/Technology/);
    await expect(page.getByRole('heading', { name: 'Why recommended' }).count()).resolves.toBe(0);
    // Indian grouping: ₹5,67,000 rather than ₹567,000.
    expect(await top.locator('dt:text-is("Average booth cost") + dd').textContent()).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$|^₹\d{1,3}$/);
    expect(await top.locator('dt:text-is("Expected total cost") + dd').textContent()).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$/);

    const website = page.getByRole('link', { name: /^Visit Website/ }).first();
    await expect(website.getAttribute('target')).resolves.toBe('_blank');
    await expect(website.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(website.getAttribute('href')).resolves.toMatch(/^https?:\/\//);

    await screenshot(page, 'recommendations-results');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'recommendations-results');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Get New Recommendations' }).click();
    await page.getByRole('heading', { level: 2, name: 'Tell Us About Your Business' }).waitFor();
    await expect(label(page, 'Industry').inputValue()).resolves.toBe('Technology');
    await expect(label(page, 'Location').inputValue()).resolves.toBe('Bangalore');
    await expect(label(page, 'Budget (₹)').inputValue()).resolves.toBe('5,00,000');
    await expect(page.getByRole('checkbox', { name: 'Lead Generation' }).isChecked()).resolves.toBe(true);
  });

  it('marks a budget caution as a caution', async () => {
    const page = await openRecommendations();
    await label(page, 'Industry').selectOption('Technology');
    await label(page, 'Location').fill('Delhi');
    await label(page, 'Budget (₹)').fill('1000');
    await submitButton(page).click();
    await resultsHeading(page).waitFor();
    const caution = cards(page)
      .first()
      .getByRole('listitem')
      .filter({ hasText: /is above your ₹1,000 budget/ });
    await expect(caution.textContent()).resolves.toMatch(/^Caution: Expected cost ₹[\d,]+ is above your ₹1,000 budget$/);
  });

  it('opens the planner at step 1 with the arrival city of the card chosen by Calculate Costs', async () => {
    const page = await openRecommendations();
    await describeTechnologyCompany(page);
    await submitButton(page).click();
    await resultsHeading(page).waitFor();
    const top = cards(page).first();
    const name = (await top.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const location = (await top.locator('header p span').first().textContent()) ?? '';
    const city = location.split(',')[0]?.trim() ?? '';
    expect(city).not.toBe('');

    await top.getByRole('button', { name: 'Calculate Costs' }).click();
    await page.waitForURL(`${stack.gatewayUrl}/`);
    await page.getByRole('heading', { level: 2, name: 'Event Details' }).waitFor();
    await expect(label(page, 'Arrival City').inputValue()).resolves.toBe(city);
    await expect(label(page, 'Arrival State').inputValue()).resolves.toMatch(/^IN-[A-Z]{2}$/);
    await expect(label(page, 'Exhibition Name').inputValue()).resolves.toBe(name);
    await expect(label(page, 'Booth Size (sq m)').inputValue()).resolves.toBe('18');
  });

  it('offers Try Again after a refusal, and shows the results once the server answers', async () => {
    const page = await openRecommendations();
    let refused = 0;
    await page.route('**/api/recommendations/events', async (route) => {
      refused += 1;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Too many requests. Please wait 1 minute and try again.' }),
      });
    });
    await label(page, 'Industry').selectOption('Healthcare');
    await submitButton(page).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to get recommendations' });
    await failure.waitFor();
    await expect(failure.textContent()).resolves.toContain('Too many requests. Please wait 1 minute and try again.');
    expect(refused).toBe(1);

    await page.unroute('**/api/recommendations/events');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await resultsHeading(page).waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
  });

  // Last in the file: the catalog stays down for good.
  it('says it failed, with the reason, while the catalog service is down', async () => {
    process.kill(stack.pids.catalog, 'SIGTERM');
    const page = await openRecommendations();
    await label(page, 'Industry').selectOption('Technology');
    await submitButton(page).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to get recommendations' });
    await failure.waitFor({ timeout: 20_000 });
    await expect(failure.textContent()).resolves.toMatch(/unavailable|took too long/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await failure.waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Change my answers' }).click();
    await expect(label(page, 'Industry').inputValue()).resolves.toBe('Technology');
  });
});
