import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { DealRoiInputs, EventListResponse, Hotel } from '@stallplan/contracts';
import { formatInr, formatRoiPct } from '@stallplan/pricing';
import type { PDFParse as PdfParser } from 'pdf-parse';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanState } from '../src/current-plan/plan-state.js';
import { launchBrowser } from './browser.js';
import { expectedQuoteFigures, fetchEvents } from './expected-quote.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { samplePlan, seedPlan } from './seed-plan.js';
import { startTestStack } from './stack.js';

// pdf-parse is a test dependency of the quotes service, so it is loaded from there.
const requireFromQuotes = createRequire(new URL('../../../services/quotes/package.json', import.meta.url));
const { PDFParse } = requireFromQuotes('pdf-parse') as { PDFParse: typeof PdfParser };

/** A long, dear stay for a team of ten, so travel and stay is far above the 14% exhibitors typically spend. */
const HOTEL: Hotel = {
  id: 'e2e-budget-hotel',
  name: 'ITC Gardenia',
  location: 'Residency Road, Bengaluru',
  distance: '5 km from venue',
  rating: 4.7,
  amenities: ['Wi-Fi', 'Breakfast'],
  available: true,
  pricePerNight: 24_000,
  totalPrice: 480_000,
  stars: 5,
  nights: 4,
};

const COMPANY = `Budget Check Works ${Date.now().toString(36)}`;

/** Travel-heavy plan at IMTEX (a catalogue show), raw space at 18 sq m. */
function travelHeavyPlan(): PlanState {
  return samplePlan(7, {
    eventDetails: { companyName: COMPANY, exhibitionName: 'IMTEX 2027', teamSize: 10 },
    stallDesign: { boothType: 'raw_space' },
    plan: { selections: { flights: [], hotel: HOTEL, logistics: null, vendors: [] } },
  });
}

const pdfText = async (path: string): Promise<string> => {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    // Lines wrap wherever the page is narrow; compare sentences with their spaces normalised.
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
};

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

describe('space rental, the budget check and the deal ROI', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let events: EventListResponse['data'];
  const contexts: BrowserContext[] = [];

  async function open(viewport: { width: number; height: number }, plan: PlanState, heading: string): Promise<Page> {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    contexts.push(context);
    await seedPlan(context, plan);
    const page = await context.newPage();
    await page.goto(stack.gatewayUrl);
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    return page;
  }

  const expected = (plan: PlanState, dealRoi: DealRoiInputs | null = plan.dealRoi) => expectedQuoteFigures(plan, events, dealRoi);

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

  it('prices the space in step 2 at the show’s rate, with the position premium and the organiser’s own figure', async () => {
    const plan = samplePlan(2, { eventDetails: { exhibitionName: 'IMTEX 2027' }, stallDesign: { boothType: 'raw_space' } });
    const page = await open(DESKTOP, plan, 'Stall Design & Fabrication');
    const amount = () => text(page, 'live-space-rental-amount');

    // IMTEX's raw space is ₹14,000 per sq m: 18 × 14,000 = ₹2,52,000, inline adds nothing.
    await expect.poll(amount).toBe('₹2,52,000');
    expect(await text(page, 'live-space-rental')).toContain("IMTEX's published rate");
    // Stall and space together is the stall's own total plus the space.
    const stallTotal = Number((await text(page, 'live-cost-total')).replace(/[^\d]/g, ''));
    expect(await text(page, 'live-stall-and-space')).toBe(formatInr(stallTotal + 252_000));

    // A peninsula has three open sides: +15%, 2,52,000 × 1.15 = ₹2,89,800.
    await page.getByRole('group', { name: 'Booth Position', exact: true }).locator('label', { hasText: 'Peninsula' }).click();
    await expect.poll(amount).toBe('₹2,89,800');

    // The organiser's form says ₹9,000: 18 × 9,000 = 1,62,000 + 15% = ₹1,86,300.
    await page.getByLabel("Organiser's space rate (₹ per sq m)").fill('9000');
    await expect.poll(amount).toBe('₹1,86,300');
    expect(await text(page, 'live-space-rental')).toContain('your rate');
    await screenshot(page, 'step-2-space-rental');

    // Kept in the plan: a reload prices the same.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Stall Design & Fabrication' }).waitFor();
    await expect.poll(amount).toBe('₹1,86,300');
  });

  it('shows the space line, the shares with a hint and the margin ROI in step 7, and prints them in both PDFs', async () => {
    const plan = travelHeavyPlan();
    const figures = expected(plan);
    const { quote, budget } = figures;
    const page = await open(DESKTOP, plan, 'Final Quote');

    // Space is its own line, priced at IMTEX's published raw rate, and the headline includes it.
    const spaceLine = page.getByTestId('quote-line-space');
    await expect.poll(() => spaceLine.getByTestId('quote-line-amount').textContent()).toBe(formatInr(quote.categoryTotals.space));
    expect(quote.categoryTotals.space).toBe(252_000);
    expect(await spaceLine.textContent()).toContain("18 sq m × ₹14,000 per sq m (IMTEX's published rate)");
    expect(await text(page, 'quote-grand-total')).toBe(formatInr(quote.totals.grandTotal));

    // The budget check: every share as pricing computes it, the travel hint, the 3× line and the sources.
    for (const line of budget.shares.lines) expect(await text(page, `share-${line.line}-pct`)).toBe(`${line.sharePct}%`);
    const travel = budget.shares.lines.find((line) => line.line === 'travelAndStay')!;
    expect(travel.sharePct).toBeGreaterThan(30);
    const hint = `Travel and stay is ${travel.sharePct}% of this plan; exhibitors typically spend about 14%.`;
    expect(budget.shares.hints).toContain(hint);
    expect(await page.getByTestId('budget-hints').getByText(hint).isVisible()).toBe(true);
    expect(await text(page, 'three-times-space')).toContain(budget.threeTimesSpace.sentence);
    expect(await text(page, 'share-sources')).toContain('CEIR');
    await page.getByTestId('budget-hints').scrollIntoViewIfNeeded();
    await screenshot(page, 'step-7-budget-check');

    // The ROI tab: one ROI, from the industry's assumptions until the user types their own, kept in the plan.
    await page.getByRole('tab', { name: 'ROI Guide' }).click();
    const breakEven = () => text(page, 'deal-break-even');
    expect(await breakEven()).toBe(String(figures.roi.result.dealsToBreakEven));
    const mine: DealRoiInputs = { averageDealValue: 500_000, grossMarginPct: 40, qualifiedLeads: 60, leadToDealPct: 15 };
    await page.getByLabel('Average deal value (₹)').fill('5,00,000');
    await page.getByLabel('Gross margin (%)').fill('40');
    await page.getByLabel('Qualified leads expected').fill('60');
    await page.getByLabel('Leads that become deals (%)').fill('15');
    const mineFigures = expected(plan, mine);
    // 5,00,000 × 40% = 2,00,000 a deal; 60 × 15% = 9 deals.
    expect(mineFigures.roi.result).toMatchObject({ grossProfitPerDeal: 200_000, expectedDeals: 9, expectedGrossProfit: 1_800_000 });
    await expect.poll(breakEven).toBe(String(mineFigures.roi.result.dealsToBreakEven));
    expect(await text(page, 'deal-gross-profit')).toBe(formatInr(1_800_000));
    expect(await text(page, 'deal-cost-per-lead')).toBe(formatInr(mineFigures.roi.result.costPerLead!));
    expect(await text(page, 'deal-roi')).toBe(formatRoiPct(mineFigures.roi.result.roiPct ?? Number.NaN));
    expect(await text(page, 'roi-assumptions')).toContain('Your own figures.');

    // A margin above 100% is refused with a sentence, and the figures stay on the last good inputs.
    await page.getByLabel('Gross margin (%)').fill('140');
    expect(await page.getByText('Gross margin must be at most 100%.').isVisible()).toBe(true);
    expect(await breakEven()).toBe(String(mineFigures.roi.result.dealsToBreakEven));
    await page.getByLabel('Gross margin (%)').fill('40');
    await screenshot(page, 'step-7-deal-roi');

    await page.reload();
    await page.getByRole('tab', { name: 'ROI Guide' }).click();
    expect(await page.getByLabel('Average deal value (₹)').inputValue()).toBe('500000');
    expect(await breakEven()).toBe(String(mineFigures.roi.result.dealsToBreakEven));

    // The quote PDF prints the space line, the shares and the hint; the ROI guide the break-even deals.
    await page.getByRole('tab', { name: 'Download' }).click();
    const quoteDownload = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Download Quote PDF' }).click();
    const quoteText = await pdfText(await (await quoteDownload).path());
    expect(quoteText).toContain('Space rental');
    expect(quoteText).toContain(formatInr(quote.categoryTotals.space));
    expect(quoteText).toContain(formatInr(mineFigures.quote.totals.grandTotal));
    expect(quoteText).toContain('Travel and stay');
    expect(quoteText).toContain(`${travel.sharePct}%`);
    expect(quoteText).toContain(hint);

    await page.getByRole('button', { name: 'Download Quote PDF' }).waitFor();
    const guideDownload = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Download ROI Guide' }).click();
    const guideText = await pdfText(await (await guideDownload).path());
    expect(guideText).toContain(`Deals needed to break even: ${mineFigures.roi.result.dealsToBreakEven}`);
    expect(guideText).toContain(formatInr(1_800_000));
  });

  it('fits a 390 px phone', async () => {
    const page = await open(PHONE, travelHeavyPlan(), 'Final Quote');
    await page.getByTestId('budget-shares').waitFor();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('budget-hints').scrollIntoViewIfNeeded();
    await screenshot(page, 'step-7-budget-check');
    await page.getByRole('tab', { name: 'ROI Guide' }).click();
    await page.getByTestId('deal-break-even').waitFor();
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'step-7-deal-roi');
  });
});
