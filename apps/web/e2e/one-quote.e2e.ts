import { createApiClient, type EventListResponse, type QuoteLine, type QuoteRecordResponse } from '@stallplan/contracts';
import { calculateStallCost, formatInr, formatRoiPct } from '@stallplan/pricing';
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

// pdf-parse is a test dependency of the quotes service, so it is loaded from there.
const PLAN_KEY = 'stallplan.plan.v1';
const RUN = Date.now().toString(36);
const COMPANY = `One Quote Tools ${RUN}`;
const BUILDER = `One Quote Stall Works ${RUN}`;

/** A 24 m² stall at IMTEX in Bangalore, one traveller from Mumbai, designed in step 2. */
function imtexPlan(step: 2 | 7): PlanState {
  return samplePlan(step, {
    eventDetails: { companyName: COMPANY, exhibitionName: 'IMTEX 2027', industry: 'Manufacturing', boothSize: 24, boothType: '', teamSize: 1 },
    stallDesign: {
      area: 24,
      wallType: 'octonorm',
      flooring: 'carpeting',
      ceiling: 'truss_lights',
      printArea: 10,
      brandingElements: ['flex_prints'],
      furnitureItems: ['reception_counter'],
      lightingType: ['led'],
    },
  });
}

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
/** The wizard's buttons by keyboard, which no page still settling below them can move, then the step they lead to. */
async function move(page: Page, button: 'Next Step' | 'Previous'): Promise<void> {
  const shown =
    (await page
      .getByText(/Step \d of 7/)
      .first()
      .textContent()) ?? '';
  const step = Number(/Step (\d)/.exec(shown)?.[1]);
  await page.getByRole('button', { name: button }).press('Enter');
  await page.getByText(`Step ${button === 'Next Step' ? step + 1 : step - 1} of 7`).waitFor();
}
const next = (page: Page) => move(page, 'Next Step');
const previous = (page: Page) => move(page, 'Previous');

/** Lines wrap wherever the page is narrow; compare with the spaces normalised. */
async function pdfFlatText(path: string): Promise<string> {
  return (await pdfText(path)).replace(/\s+/g, ' ');
}

async function storedPlan(page: Page): Promise<PlanState> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as PlanState, PLAN_KEY);
}

/** The quote's lines as the screen shows them: key → amount. */
async function shownLines(page: Page): Promise<Record<string, number>> {
  const items = page.locator('[data-testid="quote-lines"] li[data-testid^="quote-line-"]');
  const shown: Record<string, number> = {};
  for (const item of await items.all()) {
    const key = ((await item.getAttribute('data-testid')) ?? '').replace('quote-line-', '');
    shown[key] = rupees(await item.getByTestId('quote-line-amount').textContent());
  }
  return shown;
}

const linesOf = (lines: readonly QuoteLine[]) => Object.fromEntries(lines.map((line) => [line.key, line.amount]));

describe('one quote: the plan the user built, every choice counted once, the same on every surface', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let events: EventListResponse['data'] = [];
  let api: ReturnType<typeof createApiClient>;
  let adminToken = '';
  let builderId = '';
  const contexts: BrowserContext[] = [];

  async function open(plan: PlanState, heading_: string, prepare?: (context: BrowserContext) => Promise<void>): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    contexts.push(context);
    await seedPlan(context, plan);
    await prepare?.(context);
    const page = await context.newPage();
    await page.goto(stack.gatewayUrl);
    await heading(page, heading_).waitFor();
    return page;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    events = await fetchEvents(stack.gatewayUrl);
    api = createApiClient({ baseUrl: stack.gatewayUrl, adminToken: () => adminToken });
    const login = await api.adminLogin({ body: { password: stack.secrets.adminPassword } });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
    adminToken = login.body.data.token;
    // A builder near the venue that prices by area, so its card shows an estimate for this booth.
    const created = await api.createAdminVendor({
      body: {
        name: BUILDER,
        category: 'booth',
        city: 'Bangalore',
        state: 'Karnataka',
        location: 'Whitefield, Bangalore',
        description: 'Stall design and fabrication near BIEC.',
        specialties: ['Custom wooden booths'],
        services: ['Fabrication'],
        rating: '4.8',
        completedProjects: 120,
        pricing: { sqft: 1650 },
        serviceCities: ['Bangalore'],
        contact: { email: `desk+${RUN}@onequote.example.com`, phone: '+91 98450 30003' },
      },
    });
    if (created.status !== 201) throw new Error(`vendor not created: ${JSON.stringify(created.body)}`);
    builderId = created.body.data.id;
  });

  afterAll(async () => {
    if (builderId) await api.deleteAdminVendor({ params: { id: builderId } }).catch(() => undefined);
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.cleanup();
  });

  it('prices step 2’s design, drops each allowance as its choice is made, lets a builder replace the stall, and every surface agrees', async () => {
    const plan = imtexPlan(2);
    const page = await open(plan, 'Stall Design & Fabrication');
    // Step 2's live total for the design: walls, flooring, ceiling, branding, furniture, lighting and labour.
    const designTotal = calculateStallCost(plan.stallDesign).totalCost;
    await expect.poll(() => page.getByTestId('live-cost-total').textContent()).toBe(formatInr(designTotal));

    // On to step 7 with nothing chosen: the stall is step 2's total, and allowances stand for fares, stay and freight.
    for (let step = 2; step < 7; step += 1) await next(page);
    await heading(page, 'Final Quote').waitFor();
    await page.getByTestId('quote-grand-total').waitFor();
    expect(rupees(await page.getByTestId('quote-category-total-stall').textContent())).toBe(designTotal);
    let shown = await shownLines(page);
    expect(Object.keys(shown)).toEqual(expect.arrayContaining(['travel.allowance', 'stay.allowance', 'shipping.allowance']));
    expect(await page.getByTestId('quote-line-travel.allowance').getByTestId('quote-line-label').textContent()).toBe(
      'Travel allowance, there and back (no flight chosen)',
    );
    expect(shown).toEqual(linesOf(expectedQuoteFigures(await storedPlan(page), events).quote.lines));

    // A flight, a hotel and freight, chosen in steps 4 to 6 from the real searches.
    for (let step = 7; step > 4; step -= 1) await previous(page);
    await page.getByRole('list', { name: 'Flights' }).getByRole('button', { name: 'Select', exact: true }).first().click();
    await next(page);
    await page.getByRole('list', { name: 'Hotels' }).getByRole('button', { name: 'Select', exact: true }).first().click();
    await next(page);
    await page.getByRole('list', { name: 'Logistics services' }).getByRole('button', { name: 'Select', exact: true }).first().click();
    await next(page);
    await page.getByTestId('quote-grand-total').waitFor();
    shown = await shownLines(page);
    // The flight covers the journey there; only the journey home stays an allowance, and it says so.
    expect(await page.getByTestId('quote-line-travel.allowance').getByTestId('quote-line-label').textContent()).toBe(
      'Travel allowance, journey home (no flight chosen)',
    );
    // Priced at the chosen fare there, the same route the other way: the fare × the team.
    expect(shown['travel.allowance']).toBe(shown['travel.flight.1']);
    // The hotel's nights cover the show, and the freight offer replaces its allowance.
    expect(shown['stay.allowance']).toBeUndefined();
    expect(shown['shipping.allowance']).toBeUndefined();
    expect(shown['stay.hotel']).toBeGreaterThan(0);
    expect(shown['shipping.freight']).toBeGreaterThan(0);
    expect(rupees(await page.getByTestId('quote-category-total-stall').textContent())).toBe(designTotal);
    const withChoices = await storedPlan(page);
    expect(shown).toEqual(linesOf(expectedQuoteFigures(withChoices, events).quote.lines));
    // Times as people read them, never ISO text.
    expect(await page.getByTestId('quote-line-travel.flight.1').textContent()).toMatch(
      /\d\d:\d\d → \d\d:\d\d.*, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ [A-Z][a-z]{2} IST/,
    );
    expect(await page.getByTestId('quote-lines').textContent()).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(await page.getByTestId('quote-venue').textContent()).toBe('Bangalore International Exhibition Centre (BIEC), Bangalore');

    // A booth builder from step 3 with no bid and no listed price: its card's figure is StallPlan's
    // estimate, shown beside the design for comparison; the design keeps pricing the stall.
    for (let step = 7; step > 3; step -= 1) await previous(page);
    await heading(page, 'Smart Vendor Matching').waitFor();
    await page.getByRole('group', { name: 'Filter vendors by category' }).getByRole('button', { name: 'Booth', exact: true }).click();
    const builderCard = page.getByRole('article', { name: BUILDER });
    const builderName = BUILDER;
    const cardFigure = rupees(await builderCard.getByTestId('starting-price').textContent());
    await builderCard.getByRole('button', { name: 'Add to quote' }).click();
    for (let step = 3; step < 7; step += 1) await next(page);
    await page.getByTestId('quote-grand-total').waitFor();
    shown = await shownLines(page);
    expect(shown.builder).toBeUndefined();
    expect(Object.keys(shown).filter((key) => key.startsWith('stall.')).length).toBeGreaterThan(0);
    expect(rupees(await page.getByTestId('quote-category-total-stall').textContent())).toBe(designTotal);
    expect(rupees(await page.getByTestId('stall-pricing-design').textContent())).toBe(designTotal);
    expect(rupees(await page.getByTestId('stall-pricing-builder').textContent())).toBe(cardFigure);
    expect(await page.getByTestId('stall-pricing-builder-kind').textContent()).toBe("StallPlan's estimate for this builder, not a price it gave");
    expect(await page.getByRole('radio', { name: /Your stall design/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('vendor-not-counted').textContent()).toContain('Shown for comparison, not counted');
    expect(await page.getByTestId('quote-lines').textContent()).not.toContain("Builder's price");
    await screenshot(page, 'one-quote-builder-estimate');

    // Picked by the user, the estimate prices the stall, marked as StallPlan's estimate, never as the builder's price.
    await page.getByRole('radio', { name: new RegExp(builderName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
    await expect.poll(async () => rupees(await page.getByTestId('quote-category-total-stall').textContent())).toBe(cardFigure);
    expect(await page.getByTestId('quote-line-builder').textContent()).toContain("(StallPlan's estimate)");
    expect(await page.getByTestId('quote-lines').textContent()).not.toContain("Builder's price");
    await screenshot(page, 'one-quote-builder');
    await page.getByRole('radio', { name: /Your stall design/ }).check();
    await expect.poll(async () => rupees(await page.getByTestId('quote-category-total-stall').textContent())).toBe(designTotal);
    await page.getByRole('radio', { name: new RegExp(builderName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
    await expect.poll(async () => rupees(await page.getByTestId('quote-category-total-stall').textContent())).toBe(cardFigure);

    const finalPlan = await storedPlan(page);
    const expected = expectedQuoteFigures(finalPlan, events);
    shown = await shownLines(page);
    expect(shown).toEqual(linesOf(expected.quote.lines));
    const grandTotal = (await page.getByTestId('quote-grand-total').textContent()) ?? '';
    expect(grandTotal).toBe(formatInr(expected.quote.totals.grandTotal));
    expect(await page.getByTestId('quote-gst').textContent()).toBe(formatInr(expected.quote.totals.gst));
    // Card shares are of the total before GST, as the budget check's are.
    for (const card of expected.cards) expect(await page.getByTestId(`category-share-${card.key}`).textContent()).toBe(`${card.sharePercent}%`);

    // One ROI, from the industry's assumptions.
    await page.getByRole('tab', { name: 'ROI Guide' }).click();
    await page.getByTestId('deal-roi').waitFor();
    expect(await page.getByTestId('deal-roi').textContent()).toBe(formatRoiPct(expected.roi.result.roiPct ?? Number.NaN));
    expect(await page.getByTestId('roi-investment').textContent()).toBe(formatInr(expected.quote.totals.subtotal));
    expect(await page.getByTestId('roi-assumptions').textContent()).toContain('capital goods and industry');
    expect(await page.getByText(/2\.5 ×/).count()).toBe(0);
    // One ROI figure: no second view beside it.
    expect(
      await page
        .getByText(/^-?\d+(\.\d)?%$/)
        .filter({ has: page.locator('[data-testid]') })
        .count(),
    ).toBe(0);
    expect(
      await page.locator('[data-testid^="roi-"], [data-testid="deal-roi"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid'))),
    ).toEqual(['roi-investment', 'roi-assumptions', 'deal-roi']);

    // The quote PDF, its stored record and the ROI guide hold the screen's lines and totals.
    await page.getByRole('tab', { name: 'Download' }).click();
    const answer = page.waitForResponse('**/api/generate-quote-pdf');
    const download = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Download Quote PDF' }).click();
    const quoteNumber = (await answer).headers()['x-quote-number'] ?? '';
    expect(quoteNumber).toMatch(/^SP-/);
    const quoteText = await pdfFlatText(await (await download).path());
    for (const figure of [
      expected.quote.totals.grandTotal,
      expected.quote.totals.subtotal,
      expected.quote.totals.gst,
      ...expected.quote.lines.map((line) => line.amount),
    ]) {
      expect(quoteText).toContain(formatInr(figure));
    }
    expect(quoteText).toContain('Bangalore International Exhibition Centre (BIEC), Bangalore');
    expect(quoteText).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);

    const record = await fetch(`${stack.gatewayUrl}/api/quotes/${quoteNumber}`);
    expect(record.status).toBe(200);
    const stored = ((await record.json()) as QuoteRecordResponse).data;
    expect(linesOf(stored.quote.lines)).toEqual(shown);
    expect(stored.quote.totals).toEqual(expected.quote.totals);
    expect(stored.roi.result.roiPct).toBe(expected.roi.result.roiPct);

    const guideDownload = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Download ROI Guide' }).click();
    const guideText = await pdfFlatText(await (await guideDownload).path());
    expect(guideText).toContain(formatInr(expected.quote.totals.subtotal));
    expect(guideText).toContain(formatRoiPct(expected.roi.result.roiPct ?? Number.NaN));
    expect(guideText).not.toMatch(/2\.5 ?×/);

    // The workbook holds the same lines, GST and totals.
    const workbookDownload = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await workbookDownload).path());
    const amounts = new Map<string, unknown>();
    workbook.getWorksheet('Summary')!.eachRow((row) => amounts.set(String(row.getCell(2).value), row.getCell(5).value));
    for (const line of expected.quote.lines) expect(amounts.get(line.label)).toBe(line.amount);
    expect(amounts.get('Grand total')).toBe(expected.quote.totals.grandTotal);
    expect(amounts.get('GST, line by line')).toBe(expected.quote.totals.gst);
  });

  it('shows no total while the show’s rates load, then the right one, never a wrong one', async () => {
    const plan = imtexPlan(7);
    const expected = expectedQuoteFigures(plan, events);
    const page = await open(plan, 'Final Quote', async (context) => {
      await context.route('**/api/events', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      // Every text the total ever shows, from the first render on.
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { totalsSeen: string[] }).totalsSeen = seen;
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid="quote-grand-total"]')?.textContent;
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
    });
    await page.getByTestId('quote-loading').waitFor();
    expect(await page.getByTestId('quote-grand-total').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download Quote PDF' }).count()).toBe(0);
    await page.getByTestId('quote-grand-total').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('quote-grand-total').textContent()).toBe(formatInr(expected.quote.totals.grandTotal));
    expect(await page.evaluate(() => (window as unknown as { totalsSeen: string[] }).totalsSeen)).toEqual([formatInr(expected.quote.totals.grandTotal)]);
    // IMTEX's published ₹14,000 per m², not the typical ₹10,000.
    expect(await page.getByTestId('quote-line-space').textContent()).toContain("IMTEX's published rate");
  });
});
