import { createApiClient, VENDOR_PAGE_SIZE, VENDOR_PAGE_SIZE_MAX, type Vendor, type VendorInput, type VendorRegistrationInput } from '@stallplan/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { labelInNameFailures } from './label-in-name.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { startTestStack } from './stack.js';

/** Unique per run, so the vendor this file registers is told apart from the demo ones. */
const RUN = `e2e${Date.now().toString(36)}`;

/** One word that only the self-registered vendor's name contains. */
const KAVERI = `${RUN}-kaveri`;
const REGISTERED_NAME = `Kaveri Stall Studio ${KAVERI}`;

const registration: VendorRegistrationInput = {
  name: REGISTERED_NAME,
  category: 'booth',
  city: 'Mysore',
  state: 'Karnataka',
  description: 'Compact shell-scheme upgrades and modular stalls for first-time exhibitors.',
  specialties: ['Shell scheme upgrades', 'Modular stalls'],
  services: ['Design', 'Fabrication'],
  experience: '6 years',
  priceRange: 'Budget',
  contact: { email: `hello+${RUN}@kaveristalls.example.com`, phone: '+91 98450 30003', website: 'https://www.kaveristalls.example.com' },
  testimonials: [{ text: 'Our shell scheme looked like a custom build.', clientContact: 'events@example.com' }],
};

/** The test stack seeds no demo vendors: these give every filter something to narrow. */
const CATALOGUE: VendorInput[] = [
  {
    name: `Skyline Exhibit Works ${RUN}`,
    category: 'booth',
    city: 'Mumbai',
    state: 'Maharashtra',
    description: 'Custom wooden and modular stalls for Bombay Exhibition Centre and Jio World Centre.',
    specialties: ['Double-decker stalls', 'Custom wooden booths', 'Backlit branding', 'Island pavilions', 'Modular reuse kits'],
    services: ['3D design', 'Fabrication', 'Installation'],
    experience: '14 years',
    priceRange: 'Premium',
    rating: '4.8',
    contact: {
      email: `hello+${RUN}@skyline.example.com`,
      phone: '+91 98200 11223',
      website: 'https://www.skyline.example.com',
      address: 'Goregaon East, Mumbai',
    },
    testimonials: [
      { text: 'Ready a day early.', clientContact: 'events@pumps.example.com', clientName: 'Anil Kumar' },
      { text: 'Great finish.', clientContact: 'marketing@valves.example.com' },
    ],
  },
  {
    name: `Deccan Booth Craft ${RUN}`,
    category: 'booth',
    city: 'Pune',
    state: 'Maharashtra',
    specialties: ['Modular systems'],
    priceRange: 'Standard',
    rating: '4.2',
  },
  { name: `Harbour Cargo Movers ${RUN}`, category: 'logistics', city: 'Mumbai', state: 'Maharashtra', services: ['Exhibition freight'], priceRange: 'Budget' },
  { name: `Coromandel Catering ${RUN}`, category: 'catering', city: 'Chennai', state: 'Tamil Nadu', priceRange: 'Standard' },
  { name: `Garden City AV ${RUN}`, category: 'technology', city: 'Bangalore', state: 'Karnataka', priceRange: 'Luxury', experience: '9 years' },
];

describe('find builders', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let adminToken = '';
  let api: ReturnType<typeof createApiClient>;
  let listed: Vendor[] = [];
  let registeredId = '';
  const createdIds: string[] = [];
  const contexts: BrowserContext[] = [];

  async function open(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    return page;
  }

  async function goToBuilders(page: Page): Promise<void> {
    await page.goto(`${stack.gatewayUrl}/find-builders`);
    await page.getByText(/^\d+ builders? found$/).waitFor();
  }

  const count = (page: Page) => page.getByText(/^\d+ builders? found$/).textContent();
  const cards = (page: Page) => page.getByTestId('builder-card');
  const found = (n: number) => `${n} ${n === 1 ? 'builder' : 'builders'} found`;

  /** The token of the confirmation link notify recorded for this address. */
  async function eventuallyConfirmationToken(email: string): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const outbox = await api.listOutbox({ query: { limit: 100 } });
      const mail =
        outbox.status === 200
          ? outbox.body.data.find((message) => message.kind === 'vendor-registration' && message.to.some((to) => to.includes(email)))
          : undefined;
      const match = mail ? /\/vendor\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail.text) : null;
      if (match?.[1]) return match[1];
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no confirmation link for ${email}`);
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = createApiClient({ baseUrl: stack.gatewayUrl, adminToken: () => adminToken });
    const login = await api.adminLogin({ body: { password: stack.secrets.adminPassword } });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
    adminToken = login.body.data.token;
    for (const input of CATALOGUE) {
      const created = await api.createAdminVendor({ body: input });
      if (created.status !== 201) throw new Error(`adding a vendor failed: ${JSON.stringify(created.body)}`);
      createdIds.push(created.body.data.id);
    }
    const vendors = await api.listVendors({ query: { pageSize: VENDOR_PAGE_SIZE_MAX } });
    if (vendors.status !== 200) throw new Error(`listing vendors failed: ${JSON.stringify(vendors.body)}`);
    listed = vendors.body.data;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    for (const id of [...createdIds, registeredId].filter(Boolean)) await api.deleteAdminVendor({ params: { id } });
    await browser?.close();
    await stack?.cleanup();
  });

  it('lists every public builder with its details and narrows the list with each filter', async () => {
    const page = await open();
    await goToBuilders(page);
    expect(await page.title()).toBe('Find Builders · StallPlan');
    expect(await count(page)).toBe(found(listed.length));
    expect(await cards(page).count()).toBe(listed.length);

    const sample = CATALOGUE[0]!;
    const name = `Skyline Exhibit Works ${RUN}`;
    const card = page.getByRole('article', { name });
    await card.getByText('Mumbai, Maharashtra').waitFor();
    await card.getByText('Premium', { exact: true }).waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('4.8 / 5').waitFor();
    await card.getByText('14 years').waitFor();
    await card.getByText('2 testimonials').waitFor();
    await card.getByText(String(sample.description)).waitFor();
    await card.getByText('+1 more').waitFor();
    await card.getByRole('list', { name: 'Services' }).getByText('Fabrication').waitFor();
    // Each contact link's name starts with what it shows, then says whose it is (label in name).
    expect(await card.getByRole('link', { name: `${sample.contact?.email}, e-mail ${name}` }).getAttribute('href')).toBe(`mailto:${sample.contact?.email}`);
    expect(await card.getByRole('link', { name: `+91 98200 11223, call ${name}` }).getAttribute('href')).toBe('tel:+919820011223');
    expect(await card.getByRole('link', { name: `www.skyline.example.com, website of ${name} (opens in a new tab)` }).getAttribute('href')).toBe(
      'https://www.skyline.example.com/',
    );
    expect(await labelInNameFailures(page.getByRole('main'))).toEqual([]);
    await card.locator('[data-logo-placeholder="true"]').waitFor();
    await screenshot(page, 'find-builders');

    const logistics = listed.filter((vendor) => vendor.category === 'logistics');
    await page.getByLabel('Category').selectOption({ label: 'Logistics' });
    await page.getByText(found(logistics.length)).waitFor();
    expect(await cards(page).count()).toBe(logistics.length);

    const city = logistics[0]?.city ?? listed[0]!.city;
    await page.getByLabel('Category').selectOption({ label: 'All categories' });
    await page.getByLabel('Location').selectOption({ label: city });
    const inCity = listed.filter((vendor) => vendor.city === city);
    await page.getByText(found(inCity.length)).waitFor();
    expect(await cards(page).locator(`text=${city},`).count()).toBe(inCity.length);
    // The two changes were made back to back; the second must not bring the first one's old value back.
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ location: city });

    const price = inCity[0]!.priceRange;
    await page.getByLabel('Price range').selectOption(price);
    await page.getByText(found(inCity.filter((vendor) => vendor.priceRange === price).length)).waitFor();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText(found(listed.length)).waitFor();

    const search = page.getByLabel('Search builders');
    await search.fill(name.toUpperCase());
    await page.getByText(found(1)).waitFor();
    await search.fill(`no-such-builder-${RUN}`);
    await page.getByRole('heading', { name: 'No builders found matching your criteria' }).waitFor();
    expect(await count(page)).toBe(found(0));
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await page.getByText(found(listed.length)).waitFor();
    expect(await search.inputValue()).toBe('');
  });

  it('lists a self-registration only once its e-mail is confirmed, as Pending Approval with its name and place only, then Active once approved', async () => {
    const registered = await api.registerVendor({ body: registration });
    if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
    registeredId = registered.body.data.id;

    // Unconfirmed: not listed.
    const page = await open();
    await goToBuilders(page);
    expect(await count(page)).toBe(found(listed.length));

    // The link mailed to the address (held in notify's outbox on the test stack) confirms it.
    const confirmToken = await eventuallyConfirmationToken(String(registration.contact?.email));
    const confirmed = await api.confirmVendorEmail({ body: { token: confirmToken } });
    if (confirmed.status !== 200) throw new Error(`confirmation failed: ${JSON.stringify(confirmed.body)}`);

    // Listed, badged Pending Approval; its unreviewed description, contacts and testimonials stay hidden.
    await goToBuilders(page);
    expect(await count(page)).toBe(found(listed.length + 1));
    await page.getByLabel('Search builders').fill(KAVERI);
    const card = page.getByRole('article', { name: REGISTERED_NAME });
    await card.getByText('Pending Approval').waitFor();
    await card.locator('[data-logo-placeholder="true"]').waitFor();
    expect(await card.getByText('1 testimonial', { exact: true }).count()).toBe(0);
    expect(await card.getByText(registration.description as string).count()).toBe(0);
    expect(await card.getByText('+91 98450 30003').count()).toBe(0);

    const stored = await api.getAdminVendor({ params: { id: registeredId } });
    if (stored.status !== 200) throw new Error('reading the registered vendor failed');
    expect(stored.body.data.isActive).toBe(false);

    // Approval is the admin switching Active on; the profile then appears, badged Active.
    const approved = await api.patchAdminVendor({ params: { id: registeredId }, body: { isActive: true } });
    if (approved.status !== 200) throw new Error(`approval failed: ${JSON.stringify(approved.body)}`);
    await goToBuilders(page);
    expect(await count(page)).toBe(found(listed.length + 1));
    await page.getByLabel('Search builders').fill(KAVERI);
    await page.getByText(found(1)).waitFor();
    const approvedCard = page.getByRole('article', { name: REGISTERED_NAME });
    await approvedCard.getByText('Active', { exact: true }).waitFor();
    await approvedCard.getByText('1 testimonial', { exact: true }).waitFor();
    await approvedCard.getByText('6 years').waitFor();
  });

  it('says when there are no builders at all, and offers Retry when the list cannot be loaded', async () => {
    const page = await open();
    const isVendorList = (url: URL) => url.pathname === '/api/vendors';
    await page.route(isVendorList, (route) =>
      route.fulfill({ json: { success: true, data: [], total: 0, page: 1, pageSize: VENDOR_PAGE_SIZE, totalPages: 0, categories: [], cities: [] } }),
    );
    await page.goto(`${stack.gatewayUrl}/find-builders`);
    await page.getByRole('heading', { name: 'No builders available at the moment' }).waitFor();
    expect(await count(page)).toBe(found(0));
    await page.unroute(isVendorList);

    await page.route(isVendorList, (route) => route.fulfill({ status: 500, json: { success: false, error: 'Internal server error' } }));
    await page.reload();
    await page.getByRole('heading', { name: 'Unable to load builders' }).waitFor();
    await page.unroute(isVendorList);
    await page.getByRole('button', { name: 'Retry' }).click();
    // The earlier test may have approved one more, so the count is taken now.
    const now = await api.listVendors({});
    if (now.status !== 200) throw new Error('listing vendors failed');
    await page.getByText(found(now.body.total)).waitFor();
  });

  it('on a phone, shows one column of cards without sideways scrolling', async () => {
    const page = await open(PHONE);
    await goToBuilders(page);
    const boxes = await cards(page).evaluateAll((nodes) => nodes.slice(0, 2).map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes[0]?.x).toBe(boxes[1]?.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'find-builders');
  });

  it('pages through more builders than one page holds, by keyboard, keeping the page in the address', async () => {
    // Enough approved builders in one city for two pages.
    const city = `Paget ${RUN}`;
    for (let index = 0; index < VENDOR_PAGE_SIZE + 2; index += 1) {
      const created = await api.createAdminVendor({
        body: { name: `Paged Builder ${String(index).padStart(2, '0')} ${RUN}`, category: 'booth', city, state: 'Kerala', priceRange: 'Standard' },
      });
      if (created.status !== 201) throw new Error(`adding a vendor failed: ${JSON.stringify(created.body)}`);
      createdIds.push(created.body.data.id);
    }
    const page = await open();
    await page.goto(`${stack.gatewayUrl}/find-builders?location=${encodeURIComponent(city)}`);
    await page.getByText(found(VENDOR_PAGE_SIZE + 2)).waitFor();
    expect(await cards(page).count()).toBe(VENDOR_PAGE_SIZE);
    const pages = page.getByRole('navigation', { name: 'Builder pages' });
    await pages.getByText('Page 1 of 2').waitFor();
    expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    // Next, by keyboard: focus it and press Enter.
    await pages.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await pages.getByText('Page 2 of 2').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await cards(page).count()).toBe(2);
    await page.getByRole('article', { name: `Paged Builder ${VENDOR_PAGE_SIZE + 1} ${RUN}` }).waitFor();
    expect(await pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // The address keeps the page: a reload shows page 2 again; Back returns to page 1.
    await page.reload();
    await pages.getByText('Page 2 of 2').waitFor();
    await page.goBack();
    await pages.getByText('Page 1 of 2').waitFor();
    expect(await cards(page).count()).toBe(VENDOR_PAGE_SIZE);
  });
});
