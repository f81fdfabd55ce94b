import type { EventListResponse } from '@stallplan/contracts';
import { formatInr, indianDay } from '@stallplan/pricing';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanState } from '../src/current-plan/plan-state.js';
import { launchBrowser } from './browser.js';
import { pdfText } from './pdf-text.js';
import { expectedQuoteFigures, fetchEvents } from './expected-quote.js';
import { DESKTOP, screenshot } from './screenshots.js';
import { samplePlan, seedPlan } from './seed-plan.js';
import { startTestStack } from './stack.js';

const RUN = Date.now().toString(36);

/** The quote's line keys and amounts as step 7 shows them. */
async function shownLines(page: Page): Promise<Record<string, string>> {
  const shown: Record<string, string> = {};
  for (const item of await page.locator('[data-testid="quote-lines"] li[data-testid^="quote-line-"]').all()) {
    const key = ((await item.getAttribute('data-testid')) ?? '').replace('quote-line-', '');
    shown[key] = (await item.getByTestId('quote-line-amount').textContent()) ?? '';
  }
  return shown;
}

describe('quote rules a finance reader checks, through the real stack', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let events: EventListResponse['data'] = [];
  const contexts: BrowserContext[] = [];

  async function openQuote(plan: PlanState, at?: Date): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    contexts.push(context);
    if (at) await context.clock.setFixedTime(at);
    await seedPlan(context, plan);
    const page = await context.newPage();
    await page.goto(stack.gatewayUrl);
    await page.getByRole('heading', { level: 2, name: 'Final Quote' }).waitFor();
    await page.getByTestId('quote-grand-total').waitFor();
    return page;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    events = await fetchEvents(stack.gatewayUrl);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.cleanup();
  });

  it('charges a Mumbai team at a Mumbai show no flight or stay allowance, on screen and in the PDF', async () => {
    const company = `Local Team Works ${RUN}`;
    const plan = samplePlan(7, {
      eventDetails: { companyName: company, exhibitionName: 'Mumbai Packaging Show', destinationState: 'IN-MH', destinationCity: 'Mumbai', distance: 0 },
    });
    const expected = expectedQuoteFigures(plan, events);
    const page = await openQuote(plan);

    const shown = await shownLines(page);
    expect(Object.keys(shown)).not.toContain('travel.allowance');
    expect(Object.keys(shown)).not.toContain('stay.allowance');
    // 3 travellers × 3 show days × ₹1,500.
    expect(shown['travel.local']).toBe(formatInr(13_500));
    expect(await page.getByTestId('quote-line-travel.local').textContent()).toContain('Local conveyance allowance (team based in Mumbai)');
    expect(await page.getByTestId('quote-grand-total').textContent()).toBe(formatInr(expected.quote.totals.grandTotal));
    const includes = (await page.getByRole('region', { name: 'Complete Package Includes' }).textContent()) ?? '';
    expect(includes).toContain('A local conveyance allowance: your team is based in the show city');
    expect(includes).not.toMatch(/travel allowance|stay allowance/i);
    expect(await page.getByText('Trusted by').count()).toBe(0);
    await screenshot(page, 'quote-local-team');

    await page.getByRole('tab', { name: 'Download' }).click();
    const download = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Download Quote PDF' }).click();
    // Table cells wrap wherever the column is narrow; compare with the spaces normalised.
    const text = (await pdfText(await (await download).path())).replace(/\s+/g, ' ');
    expect(text).toContain('Local conveyance allowance (team based in Mumbai)');
    expect(text).not.toContain('Travel allowance');
    expect(text).not.toContain('Stay allowance');
    expect(text).toContain(formatInr(expected.quote.totals.grandTotal));
  });

  it('dates the workbook of a quote made at 02:00 IST by that day, not the day before in UTC', async () => {
    // 02:00 IST is 20:30 UTC the evening before; take the one within the next day.
    const now = new Date();
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 20, 30));
    expect(at.toISOString().slice(0, 10)).not.toBe(indianDay(at));
    const page = await openQuote(samplePlan(7, { eventDetails: { companyName: `Early Works ${RUN}` } }), at);

    await page.getByRole('tab', { name: 'Download' }).click();
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    const summary = workbook.getWorksheet('Summary');
    const prepared = summary?.getRows(1, summary.rowCount)?.find((row) => row.getCell(1).value === 'Prepared on');
    expect(prepared?.getCell(2).value).toBe(indianDay(at));
  });
});
