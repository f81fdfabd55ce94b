import type { EventListResponse, Flight, Hotel, LogisticsOption, OutboxMessage, SelectedVendor } from '@stallplan/contracts';
import { formatInr, formatRoiPct } from '@stallplan/pricing';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanState } from '../src/current-plan/plan-state.js';
import { launchBrowser } from './browser.js';
import { pdfText } from './pdf-text.js';
import { expectedQuoteFigures, fetchEvents } from './expected-quote.js';
import { labelInNameFailures } from './label-in-name.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { samplePlan, seedPlan } from './seed-plan.js';
import { startTestStack } from './stack.js';

// pdf-parse is a test dependency of the quotes service, so it is loaded from there.
const PLAN_KEY = 'stallplan.plan.v1';
const COMPANY = `Final Quote Works ${Date.now().toString(36)}`;

const FLIGHT: Flight = {
  id: 'e2e-6E-5312',
  airline: 'IndiGo',
  flightNumber: '6E 5312',
  departureTime: '2027-01-19T07:05:00+05:30',
  arrivalTime: '2027-01-19T08:50:00+05:30',
  departureAirport: 'Mumbai',
  arrivalAirport: 'Bangalore',
  duration: 'PT1H45M',
  stops: 0,
  available: true,
  class: 'economy',
  price: 5875,
};
const HOTEL: Hotel = {
  id: 'e2e-hotel',
  name: 'Taj MG Road',
  location: 'MG Road, Bengaluru',
  distance: '4.1 km from venue',
  rating: 4.5,
  amenities: ['Wi-Fi', 'Breakfast', 'Gym'],
  available: true,
  pricePerNight: 8900,
  totalPrice: 35_600,
  stars: 5,
  nights: 4,
};
const LOGISTICS: LogisticsOption = {
  id: 'e2e-freight',
  provider: 'Blue Dart',
  service: 'Surface Cargo',
  estimatedDelivery: '3-4 days',
  tracking: true,
  pickupAvailable: true,
  insurance: true,
  specialServices: ['Fragile handling'],
  price: 18_750,
};
const VENDOR: SelectedVendor = { id: 'e2e-vendor', name: 'Skyline Exhibits', category: 'booth', location: 'Bangalore', price: 42_000 };

function finishedPlan(): PlanState {
  return samplePlan(7, {
    eventDetails: { companyName: COMPANY, avEquipment: true },
    stallDesign: { furnitureItems: ['reception_counter'], lightingType: ['led'], brandingElements: ['backlit_panels'], additionalRooms: ['Pantry'] },
    plan: { selections: { flights: [FLIGHT], hotel: HOTEL, logistics: LOGISTICS, vendors: [VENDOR] } },
  });
}

let events: EventListResponse['data'] = [];
const expectedFigures = (plan: PlanState) => expectedQuoteFigures(plan, events);

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Final Quote' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/** A full-page picture from the top, so the sticky navigation is drawn where it belongs. */
async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Holds a call back a little, so the page's waiting state can be seen however fast the server is. */
async function slowDown(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

describe('step 7: the final quote', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let adminToken: string;
  const contexts: BrowserContext[] = [];

  async function openQuote(viewport: { width: number; height: number }, plan: PlanState): Promise<Page> {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    contexts.push(context);
    await seedPlan(context, plan);
    const page = await context.newPage();
    await page.goto(stack.gatewayUrl);
    await heading(page).waitFor();
    return page;
  }

  async function adminNotificationsFor(company: string): Promise<OutboxMessage[]> {
    const response = await fetch(`${stack.gatewayUrl}/api/admin/outbox?limit=100`, { headers: { 'x-admin-token': adminToken } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: OutboxMessage[] };
    return data.filter((message) => message.kind === 'form-notification' && message.subject.includes(company));
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    events = await fetchEvents(stack.gatewayUrl);
    const login = await fetch(`${stack.gatewayUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: stack.secrets.adminPassword }),
    });
    expect(login.status).toBe(200);
    adminToken = ((await login.json()) as { data: { token: string } }).data.token;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.cleanup();
  });

  it('shows the priced plan, its details, the ROI, the tips and the three downloads, and notifies the admin once', async () => {
    const plan = finishedPlan();
    const { quote, roi, budget } = expectedFigures(plan);
    const { totals } = quote;
    const page = await openQuote(DESKTOP, plan);

    // Cost Summary is the first tab; the grand total and GST are the ones priced from the plan, space included.
    expect(await tab(page, 'Cost Summary').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('quote-grand-total').waitFor();
    expect(await page.getByTestId('quote-grand-total').textContent()).toBe(formatInr(totals.grandTotal));
    expect(await page.getByTestId('quote-gst').textContent()).toBe(formatInr(totals.gst));
    expect(await page.getByTestId('quote-line-space').getByTestId('quote-line-amount').textContent()).toBe(formatInr(quote.categoryTotals.space));
    expect(await page.getByTestId('quote-team-size').textContent()).toBe('3');
    expect(await page.getByTestId('quote-booth-size').textContent()).toBe('18 sq m');
    const shownGrandTotal = (await page.getByTestId('quote-grand-total').textContent()) ?? '';

    // The cards add up to the total before GST, and the budget check shows this plan's shares (not a fixed 35/25/40).
    const cardTotals = await Promise.all(
      ['booth', 'travel', 'services'].map(async (key) => rupees(await page.getByTestId(`category-total-${key}`).textContent())),
    );
    expect(cardTotals.reduce((sum, total) => sum + total, 0)).toBe(totals.subtotal);
    const shares = await Promise.all(
      budget.shares.lines.map(async ({ line }) => Number((await page.getByTestId(`share-${line}-pct`).textContent())?.replace('%', ''))),
    );
    expect(shares).toEqual(budget.shares.lines.map((line) => line.sharePct));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    shares.forEach((share, index) => expect(Math.abs(share - ((budget.shares.lines[index]?.amount ?? 0) / totals.subtotal) * 100)).toBeLessThan(1));
    await screenshotFromTop(page, 'step-7-quote-summary');

    expect(await labelInNameFailures(page.getByRole('main'))).toEqual([]);

    // Every card opens its modal; Close and the backdrop both close it, after the fade.
    for (const [key, title] of [
      ['booth', 'Booth & Construction'],
      ['travel', 'Travel & Hotels'],
      ['services', 'Shipping, Services & Marketing'],
    ] as const) {
      // The card is named by its own words, title first, as voice control and a screen reader both say it (WCAG 2.5.3).
      expect(await page.getByRole('button', { name: new RegExp(`^${title} \\d+% ₹`) }).getAttribute('data-testid')).toBe(`category-card-${key}`);
      const dialog = page.getByRole('dialog', { name: title });
      await page.getByTestId(`category-card-${key}`).click();
      await dialog.waitFor();
      expect(await dialog.getByTestId('detail-total').textContent()).toBe(await page.getByTestId(`category-total-${key}`).textContent());
      expect(await dialog.getByRole('heading', { name: 'Cost breakdown' }).isVisible()).toBe(true);
      const closedAt = Date.now();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      // Still on screen while it fades out.
      expect(await dialog.count()).toBe(1);
      await dialog.waitFor({ state: 'detached' });
      expect(Date.now() - closedAt).toBeGreaterThanOrEqual(250);

      await page.getByTestId(`category-card-${key}`).click();
      await dialog.waitFor();
      await page.mouse.click(8, 8);
      await dialog.waitFor({ state: 'detached' });
    }

    // The ROI Guide shows the one ROI, on the total before GST, from the industry's assumptions.
    await tab(page, 'ROI Guide').click();
    await page.getByTestId('deal-roi').waitFor();
    expect(await page.getByTestId('deal-roi').textContent()).toBe(formatRoiPct(roi.result.roiPct ?? Number.NaN));
    expect(await page.getByTestId('deal-leads').textContent()).toBe(roi.result.leads.toLocaleString('en-IN'));
    expect(await page.getByTestId('deal-break-even').textContent()).toBe(String(roi.result.dealsToBreakEven));
    expect(await page.getByTestId('roi-investment').textContent()).toBe(formatInr(totals.subtotal));
    await screenshotFromTop(page, 'step-7-quote-roi');

    // The tips open from the header and close with "Got it, thanks".
    await page.getByRole('button', { name: 'Exhibition Tips' }).click();
    const tips = page.getByRole('dialog', { name: 'Exhibition Tips and Tricks' });
    await tips.waitFor();
    for (const section of ['Pre-exhibition planning', 'Booth setup', 'During the show', 'Post-show follow-up', 'Expert support']) {
      expect(await tips.getByRole('heading', { name: section }).isVisible()).toBe(true);
    }
    await tips.getByRole('button', { name: 'Got it, thanks' }).click();
    await tips.waitFor({ state: 'detached' });

    await tab(page, 'Download').click();
    const quoteButton = page.getByRole('button', { name: 'Download Quote PDF' });
    await quoteButton.waitFor();
    await screenshotFromTop(page, 'step-7-quote-download');

    // The quote PDF: both PDF buttons wait while it is generated; it names the company and the total on screen.
    await slowDown(page, '**/api/generate-quote-pdf');
    const quoteDownload = page.waitForEvent('download', { timeout: 45_000 });
    await quoteButton.click();
    const generating = page.getByRole('button', { name: 'Generating...' });
    await expect.poll(() => generating.count()).toBe(2);
    expect(await generating.nth(0).isDisabled()).toBe(true);
    expect(await generating.nth(1).isDisabled()).toBe(true);
    const quotePdf = await quoteDownload;
    expect(quotePdf.suggestedFilename()).toMatch(/\.pdf$/);
    const quoteText = await pdfText(await quotePdf.path());
    expect(quoteText).toContain(COMPANY);
    expect(quoteText).toContain(shownGrandTotal);
    await quoteButton.waitFor();
    expect(await quoteButton.isEnabled()).toBe(true);

    // The ROI planning guide carries the selections too, so its revenue is the screen's.
    await slowDown(page, '**/generate-roi-guide');
    const guideDownload = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Download ROI Guide' }).click();
    await expect.poll(() => generating.count()).toBe(2);
    const guide = await guideDownload;
    expect(guide.suggestedFilename()).toMatch(/\.pdf$/);
    const guideText = await pdfText(await guide.path());
    expect(guideText).toContain('ROI Planning Guide');
    expect(guideText).toContain(COMPANY);
    expect(guideText).toContain(formatInr(totals.subtotal));

    // The Excel workbook, built in the page, read back here: its grand total is the one on screen.
    const workbookDownload = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const workbookFile = await workbookDownload;
    expect(workbookFile.suggestedFilename()).toMatch(/^stallplan-cost-breakdown-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await workbookFile.path());
    const summary = workbook.getWorksheet('Summary');
    expect(summary).toBeDefined();
    const amounts = new Map<string, unknown>();
    summary!.eachRow((row) => amounts.set(String(row.getCell(2).value), row.getCell(5).value));
    expect(amounts.get('Grand total')).toBe(totals.grandTotal);
    expect(formatInr(amounts.get('Grand total'))).toBe(shownGrandTotal);
    expect(amounts.get('GST, line by line')).toBe(totals.gst);
    expect(amounts.get('Flight IndiGo 6E 5312, Mumbai → Bangalore')).toBe(FLIGHT.price * 3);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Stall design', 'Selections', 'ROI']);
    expect(await page.getByRole('alert').count()).toBe(0);

    // The admin heard about the plan once, and a reload sends nothing more.
    await expect.poll(async () => (await adminNotificationsFor(COMPANY)).length, { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').notificationSent, PLAN_KEY)).toBe(true);
    const notificationCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/send-form-notification')) notificationCalls.push(request.url());
    });
    await page.reload();
    await heading(page).waitFor();
    await page.getByTestId('quote-grand-total').waitFor();
    expect(await page.getByTestId('quote-grand-total').textContent()).toBe(shownGrandTotal);
    await page.waitForTimeout(1000);
    expect(notificationCalls).toEqual([]);
    expect(await adminNotificationsFor(COMPANY)).toHaveLength(1);

    // Start New Quote empties the plan and returns to step 1.
    await tab(page, 'Download').click();
    await page.getByRole('button', { name: 'Start New Quote' }).click();
    await page.getByRole('heading', { level: 2, name: 'Event Details' }).waitFor();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as PlanState, PLAN_KEY);
    expect(stored.step).toBe(1);
    expect(stored.planId).not.toBe(plan.planId);
    expect(stored.eventDetails.companyName).toBe('');
    expect(stored.selections).toEqual({ vendors: [], flights: [], hotel: null, logistics: null });
    expect(await page.getByLabel('Company Name').inputValue()).toBe('');
  });

  it('fits a 390 px phone on every tab', async () => {
    const plan = finishedPlan();
    const { quote } = expectedFigures(plan);
    const page = await openQuote(PHONE, plan);
    await page.getByTestId('quote-grand-total').waitFor();
    expect(await page.getByTestId('quote-grand-total').textContent()).toBe(formatInr(quote.totals.grandTotal));
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await fits()).toBeLessThanOrEqual(PHONE.width);
    await screenshotFromTop(page, 'step-7-quote-summary');

    const dialog = page.getByRole('dialog', { name: 'Travel & Hotels' });
    await page.getByTestId('category-card-travel').click();
    await dialog.waitFor();
    await page.mouse.click(4, 4);
    await dialog.waitFor({ state: 'detached' });

    await tab(page, 'ROI Guide').click();
    await page.getByTestId('deal-roi').waitFor();
    expect(await fits()).toBeLessThanOrEqual(PHONE.width);
    await screenshotFromTop(page, 'step-7-quote-roi');

    await tab(page, 'Download').click();
    await page.getByRole('button', { name: 'Start New Quote' }).waitFor();
    expect(await fits()).toBeLessThanOrEqual(PHONE.width);
    await screenshotFromTop(page, 'step-7-quote-download');

    // A document the service cannot produce says so, and the buttons come back.
    const unavailable = { status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'quotes service is unavailable' }) };
    await page.route('**/api/generate-quote-pdf', (route) => route.fulfill(unavailable));
    await page.route('**/generate-roi-guide', (route) => route.fulfill(unavailable));
    await page.getByRole('button', { name: 'Download Quote PDF' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Failed to generate PDF. Please try again.');
    await page.getByRole('button', { name: 'Download ROI Guide' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Failed to generate the ROI guide. Please try again.');
    expect(await page.getByRole('button', { name: 'Download Quote PDF' }).isEnabled()).toBe(true);
  });
});
