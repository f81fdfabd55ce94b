import { createApiClient, vendorCategoryOptions, type VendorCategory, type VendorInput, type VendorRecommendation } from '@stallplan/contracts';
import { formatInr, vendorQuotePrice } from '@stallplan/pricing';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanState } from '../src/current-plan/plan-state.js';
import { launchBrowser } from './browser.js';
import { labelInNameFailures } from './label-in-name.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { samplePlan, seedPlan } from './seed-plan.js';
import { startTestStack } from './stack.js';

const PLAN_KEY = 'stallplan.plan.v1';
/** Unique per run, so the enquiries this file sends are told apart from any others. */
const RUN = Date.now().toString(36);

const BOOTH_BUILDER = {
  name: 'Garden City Stall Crafts',
  email: `hello+${RUN}@gardencity.example.com`,
  phone: '+91 98450 20001',
  website: 'https://www.gardencity.example.com',
  specialties: ['Custom wooden booths', 'Backlit branding', 'Island pavilions', 'Double-decker stalls', 'Modular reuse kits'],
};

const FREIGHT = {
  name: 'Deccan Expo Freight',
  email: `desk+${RUN}@deccanfreight.example.com`,
  phone: '+91 98450 20002',
};

function builderInput(portfolio: string[]): VendorInput {
  return {
    name: BOOTH_BUILDER.name,
    category: 'booth',
    city: 'Bangalore',
    state: 'Karnataka',
    location: 'Whitefield, Bangalore',
    description: 'Stall design and fabrication house near BIEC, with its own carpentry and print shop.',
    specialties: BOOTH_BUILDER.specialties,
    services: ['3D design and renders', 'Fabrication', 'On-site installation'],
    experience: '14 years',
    priceRange: 'Premium',
    rating: '5',
    completedProjects: 260,
    pricing: { project: 185000, sqft: 1650 },
    certifications: ['ISO 9001:2015'],
    recentWork: ['Machine tools island booth, 72 sq m, BIEC'],
    serviceCities: ['Bangalore', 'Mysore', 'Chennai'],
    portfolioImages: portfolio,
    contact: { email: BOOTH_BUILDER.email, phone: BOOTH_BUILDER.phone, website: BOOTH_BUILDER.website, address: '12 EPIP Zone, Whitefield, Bangalore 560066' },
    testimonials: [
      { text: 'Our 36 sq m corner stall was ready a day before the show opened.', clientContact: 'events@shaktipumps.example.com', clientName: 'Anil Kumar' },
    ],
  };
}

const freightInput: VendorInput = {
  name: FREIGHT.name,
  category: 'logistics',
  city: 'Bangalore',
  state: 'Karnataka',
  location: 'Peenya, Bangalore',
  specialties: ['Exhibition cargo'],
  rating: '4.2',
  completedProjects: 40,
  pricing: { hourly: 1200 },
  serviceCities: ['Bangalore'],
  contact: { email: FREIGHT.email, phone: FREIGHT.phone },
};

describe('step 3: smart vendor matching', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let adminToken = '';
  let api: ReturnType<typeof createApiClient>;
  const createdIds: string[] = [];
  const contexts: BrowserContext[] = [];
  let ranked: VendorRecommendation[] = [];
  let emptyCategory: { value: VendorCategory; label: string };

  async function openStep3(
    viewport: { width: number; height: number },
    plan: PlanState = samplePlan(3),
    prepare: (context: BrowserContext) => Promise<unknown> = async () => undefined,
  ): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await seedPlan(context, plan);
    await prepare(context);
    const page = await context.newPage();
    await page.goto(stack.gatewayUrl);
    await page.getByRole('heading', { level: 2, name: 'Smart Vendor Matching' }).waitFor();
    return page;
  }

  const card = (page: Page, name: string): Locator => page.getByRole('article', { name });
  /** What the final quote adds for a ranked vendor, in rupees as the screen writes them. */
  const quoteFigure = (name: string): string => {
    const figure = vendorQuotePrice(ranked.find((vendor) => vendor.name === name) ?? {});
    if (!figure) throw new Error(`${name} has no figure for the quote`);
    return formatInr(figure.amount);
  };
  const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });
  const focusInside = (page: Page, name: string) =>
    page.evaluate((title) => {
      const open = [...document.querySelectorAll('[role="dialog"]')].find((node) => node.querySelector('h2')?.textContent === title);
      return Boolean(open && open.contains(document.activeElement));
    }, name);

  /** Stores a PNG the browser draws as a portfolio image, uploaded through the gateway. */
  async function uploadPortfolioImage(): Promise<string> {
    const page = await browser.newPage({ viewport: { width: 320, height: 240 } });
    await page.setContent('<body style="margin:0;background:linear-gradient(135deg,#f97316,#1c2430)"></body>');
    const png = await page.screenshot({ type: 'png' });
    await page.close();
    const form = new FormData();
    form.append('portfolioImages', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'stall.png');
    const upload = await api.uploadPortfolio({ body: form });
    const url = upload.status === 200 ? upload.body.images[0]?.url : undefined;
    if (!url) throw new Error(`portfolio upload failed: ${JSON.stringify(upload.body)}`);
    return url;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = createApiClient({ baseUrl: stack.gatewayUrl, adminToken: () => adminToken });

    const login = await api.adminLogin({ body: { password: stack.secrets.adminPassword } });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
    adminToken = login.body.data.token;

    // Leftovers of an interrupted run would make the names ambiguous on screen.
    const existing = await api.listAdminVendors({});
    if (existing.status === 200) {
      for (const vendor of existing.body.data.filter((entry) => [BOOTH_BUILDER.name, FREIGHT.name].includes(entry.name))) {
        await api.deleteAdminVendor({ params: { id: vendor.id } });
      }
    }

    // The second address names no stored file, so the gallery must fall back to the placeholder.
    const portfolio = [await uploadPortfolioImage(), '/api/files/missing-e2e-stall.png'];

    for (const input of [builderInput(portfolio), freightInput]) {
      const created = await api.createAdminVendor({ body: input });
      if (created.status !== 201) throw new Error(`vendor not created: ${JSON.stringify(created.body)}`);
      createdIds.push(created.body.data.id);
    }

    const all = await api.findSmartVendors({ query: { destinationCity: 'Bangalore', boothSize: 18 } });
    if (all.status !== 200) throw new Error('smart vendors failed');
    ranked = all.body.data;
    // A category nobody in this database offers, for the empty state.
    for (const option of vendorCategoryOptions.options) {
      const found = await api.findSmartVendors({ query: { destinationCity: 'Bangalore', boothSize: 18, category: option.value } });
      if (found.status === 200 && found.body.data.length === 0) {
        emptyCategory = option;
        break;
      }
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    if (api && adminToken) {
      for (const id of createdIds) await api.deleteAdminVendor({ params: { id } }).catch(() => undefined);
    }
    await stack?.cleanup();
  });

  it('shows the matched vendors for Bangalore with score, rating, specialties and price', async () => {
    const page = await openStep3(DESKTOP);
    const builder = card(page, BOOTH_BUILDER.name);
    await builder.waitFor();

    const score = ranked.find((vendor) => vendor.name === BOOTH_BUILDER.name)?.matchScore ?? -1;
    expect(score).toBeGreaterThanOrEqual(90);
    const badge = builder.getByTestId('match-score');
    expect(await badge.textContent()).toContain(`${score}% match`);
    expect(await badge.getAttribute('data-tone')).toBe('excellent');
    expect(await builder.getByTestId('match-star').count()).toBe(1);
    expect(await builder.getByRole('img', { name: 'Rated 5.0 out of 5' }).count()).toBe(1);
    expect(await builder.textContent()).toContain('260 projects');
    expect(await builder.textContent()).toContain('Booth');

    const specialties = builder.getByRole('list', { name: 'Specialties' }).getByRole('listitem');
    expect(await specialties.allTextContents()).toEqual([...BOOTH_BUILDER.specialties.slice(0, 3), '+2 more']);
    // The card shows the one figure the quote adds for the builder, named as the quote names it.
    expect(await builder.getByTestId('starting-price').textContent()).toBe(quoteFigure(BOOTH_BUILDER.name));
    expect(await builder.getByTestId('quote-price').textContent()).toBe(`StallPlan estimate for your booth ${quoteFigure(BOOTH_BUILDER.name)}`);
    expect(await builder.getByRole('link', { name: `Call ${BOOTH_BUILDER.name}` }).getAttribute('href')).toBe('tel:+919845020001');
    expect(await labelInNameFailures(page.getByRole('main'))).toEqual([]);

    const freight = card(page, FREIGHT.name);
    const freightScore = ranked.find((vendor) => vendor.name === FREIGHT.name)?.matchScore ?? -1;
    expect(await freight.getByTestId('match-score').textContent()).toContain(`${freightScore}% match`);
    expect(await freight.getByTestId('match-star').count()).toBe(freightScore >= 90 ? 1 : 0);
    expect(await freight.getByTestId('starting-price').textContent()).toBe(quoteFigure(FREIGHT.name));
    // Best match first, as the service ranked them; the best 12 until "Show more".
    const names = await page.getByTestId('vendor-card').locator('h3').allTextContents();
    expect(names).toEqual(ranked.slice(0, 12).map((vendor) => vendor.name));

    await screenshot(page, 'step-3-vendors');
  });

  it('narrows the list by category and says so when a category has no vendors', async () => {
    expect(emptyCategory, 'every category has a vendor, so the empty state cannot be shown').toBeDefined();
    const page = await openStep3(DESKTOP);
    await card(page, BOOTH_BUILDER.name).waitFor();
    const filter = page.getByRole('group', { name: 'Filter vendors by category' });
    expect(await filter.getByRole('button').allTextContents()).toEqual(['All', 'Booth', 'Logistics', 'Travel', 'Catering', 'Technology', 'Security']);

    await filter.getByRole('button', { name: 'Logistics' }).click();
    await card(page, FREIGHT.name).waitFor();
    await expect.poll(() => card(page, BOOTH_BUILDER.name).count()).toBe(0);
    expect(await filter.getByRole('button', { name: 'Logistics' }).getAttribute('aria-pressed')).toBe('true');

    await filter.getByRole('button', { name: emptyCategory.label }).click();
    await page.getByRole('heading', { name: 'No Matching Vendors' }).waitFor();
    expect(await page.getByText('select All categories').count()).toBe(1);

    await filter.getByRole('button', { name: 'All' }).click();
    await card(page, BOOTH_BUILDER.name).waitFor();
    await card(page, FREIGHT.name).waitFor();
  });

  it('shows the best 12, then 12 more per "Show more" from the keyboard, and starts again on a new filter', async () => {
    const matches = (count: number, category: string): VendorRecommendation[] =>
      Array.from({ length: count }, (_, index) => ({
        id: `v-batch-${category}-${index + 1}`,
        name: `Batch ${category} vendor ${index + 1}`,
        location: 'Bangalore',
        category,
        matchScore: 95 - index,
        rating: 4,
        completedProjects: 10,
        specialties: [],
        pricing: {},
        contact: {},
        advantages: [],
        certifications: [],
        recentWork: [],
        demo: false,
      }));
    const page = await openStep3(DESKTOP, samplePlan(3), (context) =>
      context.route('**/api/smart-vendors?*', (route) => {
        const category = new URL(route.request().url()).searchParams.get('category');
        return route.fulfill({ json: { success: true, data: category ? matches(15, category) : matches(30, 'booth') } });
      }),
    );
    const cards = page.getByTestId('vendor-card');
    const count = page.getByTestId('vendor-count');
    const more = page.getByTestId('show-more-vendors');
    const focusedCard = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('data-testid') === 'vendor-card' ? document.activeElement.querySelector('h3')?.textContent : null,
      );

    await card(page, 'Batch booth vendor 12').waitFor();
    expect(await cards.count()).toBe(12);
    expect(await count.textContent()).toBe('Showing 12 of 30 vendors');
    expect(await more.textContent()).toBe('Show 12 more of 18 vendors');

    // Enter on the button reveals the next 12 and moves focus to the first of them.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(24);
    await expect.poll(focusedCard).toBe('Batch booth vendor 13');
    expect(await count.textContent()).toBe('Showing 24 of 30 vendors');
    expect(await more.textContent()).toBe('Show the last 6 vendors');
    await more.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => cards.count()).toBe(30);
    await expect.poll(focusedCard).toBe('Batch booth vendor 25');
    expect(await more.count()).toBe(0);
    expect(await count.textContent()).toBe('30 vendors found');

    // A new category starts again from its best 12, and so does going back to All.
    const filter = page.getByRole('group', { name: 'Filter vendors by category' });
    await filter.getByRole('button', { name: 'Logistics' }).click();
    await page.getByRole('article', { name: 'Batch logistics vendor 1', exact: true }).waitFor();
    expect(await cards.count()).toBe(12);
    expect(await more.textContent()).toBe('Show the last 3 vendors');
    await filter.getByRole('button', { name: 'All' }).click();
    await page.getByRole('article', { name: 'Batch booth vendor 1', exact: true }).waitFor();
    expect(await cards.count()).toBe(12);
    expect(await count.textContent()).toBe('Showing 12 of 30 vendors');
  });

  it('asks for the destination city and booth size when they are missing', async () => {
    const page = await openStep3(DESKTOP, samplePlan(3, { eventDetails: { destinationCity: '' } }));
    await page.getByRole('heading', { name: 'Complete Your Details' }).waitFor();
    expect(await page.getByText('Required: Destination city and booth size from previous steps').count()).toBe(1);
    expect(await page.getByTestId('vendor-card').count()).toBe(0);
  });

  it('opens the summary by keyboard, then the full profile with its tabs and image viewer', async () => {
    const page = await openStep3(DESKTOP);
    const view = card(page, BOOTH_BUILDER.name).getByRole('button', { name: `View ${BOOTH_BUILDER.name}` });
    await view.focus();
    await page.keyboard.press('Enter');

    const summary = dialog(page, BOOTH_BUILDER.name);
    await summary.waitFor();
    expect(await focusInside(page, BOOTH_BUILDER.name)).toBe(true);
    // Focus stays inside while tabbing round.
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await focusInside(page, BOOTH_BUILDER.name)).toBe(true);
    const text = await summary.textContent();
    expect(await summary.getByTestId('starting-price').textContent()).toBe(quoteFigure(BOOTH_BUILDER.name));
    for (const part of [
      'Why This Vendor Matches',
      'Based in Bangalore',
      'Certifications',
      'ISO 9001:2015',
      'Recent Projects',
      'Machine tools island booth',
      'StallPlan estimate for your booth',
      '5.0/5',
    ]) {
      expect(text).toContain(part);
    }
    expect(await summary.getByRole('link', { name: `Call ${BOOTH_BUILDER.name}` }).getAttribute('href')).toBe('tel:+919845020001');
    expect(await summary.getByRole('link', { name: `Email ${BOOTH_BUILDER.name}` }).getAttribute('href')).toBe(`mailto:${BOOTH_BUILDER.email}`);
    await page.keyboard.press('Escape');
    await summary.waitFor({ state: 'hidden' });
    // Focus returns to the card's View button.
    await expect.poll(() => view.evaluate((node) => node === document.activeElement)).toBe(true);

    await view.click();
    await summary.getByRole('button', { name: 'View Full Profile' }).click();
    const profile = page.getByTestId('vendor-profile');
    await profile.waitFor();
    const profileDialog = dialog(page, BOOTH_BUILDER.name);
    expect(await profileDialog.getByText('Active', { exact: true }).count()).toBe(1);
    expect(await profileDialog.getByRole('img', { name: 'Rated 5.0 out of 5' }).count()).toBe(1);
    expect(await profileDialog.textContent()).toContain('14 years experience');
    expect(await profileDialog.textContent()).toContain('Premium');

    const tabs = profileDialog.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Overview', 'Services', 'Portfolio', 'Testimonials', 'Contact']);
    const panel = profileDialog.getByRole('tabpanel');
    expect(await panel.textContent()).toContain('Specialties & Expertise');
    expect(await panel.textContent()).toContain('Certifications & Awards');

    await profileDialog.getByRole('tab', { name: 'Services' }).click();
    expect(await panel.textContent()).toContain('On-site installation');

    await profileDialog.getByRole('tab', { name: 'Portfolio' }).click();
    const images = panel.locator('img');
    await expect.poll(() => images.count()).toBe(2);
    await expect.poll(() => images.nth(1).getAttribute('data-placeholder')).toBe('true');
    await expect.poll(() => images.nth(0).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await images.nth(0).getAttribute('data-placeholder')).toBeNull();
    await screenshot(page, 'step-3-vendor-profile');

    await panel.getByRole('button', { name: /image 1 of 2/ }).click();
    const viewer = dialog(page, /image 1 of 2/);
    await viewer.waitFor();
    await expect.poll(() => viewer.getByTestId('viewer-image').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await dialog(page, /image 2 of 2/).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page, /image 2 of 2/).waitFor({ state: 'hidden' });
    expect(await profile.isVisible()).toBe(true);

    await profileDialog.getByRole('tab', { name: 'Testimonials' }).click();
    expect(await panel.textContent()).toContain('Anil Kumar');
    expect(await panel.textContent()).toContain('ready a day before the show opened');

    await profileDialog.getByRole('tab', { name: 'Contact' }).click();
    expect(await panel.getByRole('link', { name: `Call Now ${BOOTH_BUILDER.name}` }).getAttribute('href')).toBe('tel:+919845020001');
    const website = panel.getByRole('link', { name: /Visit Website/ });
    expect(await website.getAttribute('href')).toBe(`${BOOTH_BUILDER.website}/`);
    expect(await website.getAttribute('target')).toBe('_blank');
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await panel.getByRole('link', { name: BOOTH_BUILDER.email }).getAttribute('href')).toBe(`mailto:${BOOTH_BUILDER.email}`);
    expect(await panel.textContent()).toContain('12 EPIP Zone');
    expect(await panel.getByRole('button', { name: 'Send Enquiry' }).count()).toBe(1);
    expect(await labelInNameFailures(profileDialog)).toEqual([]);

    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'hidden' });
  });

  it('sends an enquiry on opening, blocks closing while sending, succeeds and closes itself', async () => {
    const page = await openStep3(DESKTOP);
    // Hold the first request back long enough to try closing the dialog while it is sending.
    let held = false;
    await page.route('**/api/enquiry/send', async (route) => {
      if (!held) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    await card(page, BOOTH_BUILDER.name)
      .getByRole('button', { name: `Enquiry to ${BOOTH_BUILDER.name}` })
      .click();
    const sending = dialog(page, 'Sending Enquiry...');
    await sending.waitFor();
    await page.keyboard.press('Escape');
    expect(await sending.isVisible()).toBe(true);
    expect(await sending.getByRole('button', { name: 'Close' }).count()).toBe(0);

    const success = dialog(page, 'Enquiry Sent Successfully!');
    await success.waitFor();
    const shownAt = Date.now();
    const text = await success.textContent();
    expect(text).toContain(`Your booth requirements have been sent to ${BOOTH_BUILDER.name}. They will contact you shortly with a personalized quote.`);
    expect(text).toContain('Closing automatically in 3 seconds...');
    await success.waitFor({ state: 'hidden', timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);

    // The admin finds exactly one enquiry for the vendor, with the plan's details.
    const enquiries = await api.listEnquiries({ query: { limit: 100 } });
    if (enquiries.status !== 200) throw new Error('enquiries not listed');
    const mine = enquiries.body.data.filter((entry) => entry.vendorEmail === BOOTH_BUILDER.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      vendorName: BOOTH_BUILDER.name,
      companyName: 'Shakti Pumps Pvt Ltd',
      yourName: 'Priya Raman',
      arrivalCity: 'Bangalore',
      boothArea: 18,
    });
    const outbox = await api.listOutbox({ query: { limit: 100 } });
    if (outbox.status !== 200) throw new Error('outbox not listed');
    expect(outbox.body.data.some((message) => message.kind === 'enquiry' && message.to.some((to) => to.includes(BOOTH_BUILDER.email)))).toBe(true);
  });

  it("sends an enquiry from the summary's Send Enquiry", async () => {
    const page = await openStep3(DESKTOP);
    await card(page, FREIGHT.name)
      .getByRole('button', { name: `View ${FREIGHT.name}` })
      .click();
    const summary = dialog(page, FREIGHT.name);
    await summary.getByRole('button', { name: 'Send Enquiry' }).click();
    await summary.waitFor({ state: 'hidden' });
    const success = dialog(page, 'Enquiry Sent Successfully!');
    await success.waitFor();
    expect(await success.textContent()).toContain(`sent to ${FREIGHT.name}`);
    await success.waitFor({ state: 'hidden', timeout: 6000 });
  });

  it('adds a vendor to the quote and keeps it after a reload', async () => {
    const page = await openStep3(DESKTOP);
    const builder = card(page, BOOTH_BUILDER.name);
    await builder.getByRole('button', { name: 'Add to quote' }).click();
    const added = builder.getByRole('button', { name: 'Added' });
    expect(await added.getAttribute('aria-pressed')).toBe('true');

    const stored = async () => (JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PLAN_KEY)) ?? '{}') as PlanState).selections.vendors;
    const builderId = ranked.find((vendor) => vendor.name === BOOTH_BUILDER.name)?.id;
    expect(await stored()).toEqual([
      expect.objectContaining({ id: builderId, name: BOOTH_BUILDER.name, category: 'booth', location: 'Whitefield, Bangalore' }),
    ]);
    const saved = (await stored())[0];
    expect(saved?.price ?? saved?.estimatedCost).toBeGreaterThan(0);

    await page.reload();
    await card(page, BOOTH_BUILDER.name).waitFor();
    expect(await card(page, BOOTH_BUILDER.name).getByRole('button', { name: 'Added' }).getAttribute('aria-pressed')).toBe('true');
    await card(page, BOOTH_BUILDER.name).getByRole('button', { name: 'Added' }).click();
    await card(page, BOOTH_BUILDER.name).getByRole('button', { name: 'Add to quote' }).waitFor();
    expect(await stored()).toEqual([]);
  });

  it('never lays the quote toast over Next Step or the brief bar, at 1280 and 390 px', async () => {
    type Box = { x: number; y: number; width: number; height: number };
    const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openStep3(viewport);
      const builder = card(page, BOOTH_BUILDER.name);
      await builder.getByTestId('brief-toggle').click();
      await builder.getByRole('button', { name: 'Add to quote' }).click();
      const toast = page
        .getByRole('region', { name: /Notifications/ })
        .locator('li')
        .filter({ hasText: 'Added to your quote' });
      await toast.waitFor();
      const next = page.getByRole('button', { name: 'Next Step' });
      const briefBar = page.getByTestId('brief-bar');
      // Next Step just scrolled into view, and the page scrolled to its end, where Next Step is highest.
      for (const scroll of [() => next.scrollIntoViewIfNeeded(), () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))]) {
        await scroll();
        const toastBox = await toast.boundingBox();
        const nextBox = await next.boundingBox();
        const barBox = await briefBar.boundingBox();
        if (!toastBox || !nextBox || !barBox) throw new Error('toast, Next Step or brief bar not on screen');
        expect(overlaps(toastBox, nextBox), `toast over Next Step at ${viewport.width} px`).toBe(false);
        expect(overlaps(toastBox, barBox), `toast over the brief bar at ${viewport.width} px`).toBe(false);
      }
    }
  });

  it('fits a 390 px phone, where the testimonials tab reads Reviews', async () => {
    const page = await openStep3(PHONE);
    await card(page, BOOTH_BUILDER.name).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'step-3-vendors');

    await card(page, BOOTH_BUILDER.name)
      .getByRole('button', { name: `View ${BOOTH_BUILDER.name}` })
      .click();
    await dialog(page, BOOTH_BUILDER.name).getByRole('button', { name: 'View Full Profile' }).click();
    const profileDialog = dialog(page, BOOTH_BUILDER.name);
    await page.getByTestId('vendor-profile').waitFor();
    expect(await profileDialog.getByRole('tab').allInnerTexts()).toEqual(['Overview', 'Services', 'Portfolio', 'Reviews', 'Contact']);
    await profileDialog.getByRole('tab', { name: 'Reviews' }).click();
    expect(await profileDialog.getByRole('tabpanel').textContent()).toContain('Anil Kumar');
    await screenshot(page, 'step-3-vendor-profile');
  });

  // Last: the notify service stays down for the rest of the file.
  it('shows the failure with Try Again and Cancel when the enquiry cannot be sent', async () => {
    process.kill(stack.pids.notify, 'SIGTERM');
    const page = await openStep3(DESKTOP);
    await card(page, FREIGHT.name)
      .getByRole('button', { name: `Enquiry to ${FREIGHT.name}` })
      .click();
    const failed = dialog(page, 'Unable to Send Enquiry');
    await failed.waitFor({ timeout: 20_000 });
    const message = (await failed.getByTestId('enquiry-state').textContent()) ?? '';
    expect(message.trim().length).toBeGreaterThan(0);
    expect(message).toMatch(/notify service is unavailable|Failed to send enquiry\. Please try again\./);

    const resent = page.waitForResponse((response) => response.url().endsWith('/api/enquiry/send'));
    await failed.getByRole('button', { name: 'Try Again' }).click();
    expect((await resent).ok()).toBe(false);
    await dialog(page, 'Unable to Send Enquiry').waitFor({ timeout: 20_000 });

    await dialog(page, 'Unable to Send Enquiry').getByRole('button', { name: 'Cancel' }).click();
    await dialog(page, 'Unable to Send Enquiry').waitFor({ state: 'hidden' });
  });
});
