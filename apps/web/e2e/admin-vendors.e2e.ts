import { createApiClient, type Vendor } from '@stallplan/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { startTestStack } from './stack.js';

const TOKEN_KEY = 'stallplan.adminToken';
/** Unique per run, so this file's vendors are told apart from the demo catalogue and other runs. */
const RUN = Date.now().toString(36);
const PENDING_NAME = `Pending Pavilion Works ${RUN}`;
const CREATED_NAME = `Konkan Booth Studio ${RUN}`;
const LISTED_NAME = `Malabar Expo Logistics ${RUN}`;
const ENQUIRING_COMPANY = `Coastal Spices ${RUN}`;

type Viewport = { width: number; height: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * The gateway allows 5 admin logins a minute per client, so this file logs in three times in all:
 * once through the API for set-up, and a wrong then a right password through the gate. Every other
 * browser starts with the set-up token already stored.
 */
describe('admin: login gate, dashboard and vendor management', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let api: ReturnType<typeof createApiClient>;
  let adminToken = '';
  let pendingId = '';
  let png: Buffer;
  /** The browser that logged in through the gate; the logout test ends its session. */
  let gatePage: Page | undefined;
  const contexts: BrowserContext[] = [];

  async function openPage(viewport: Viewport, token?: string): Promise<Page> {
    const context = await browser.newContext({
      viewport,
      storageState: token ? { cookies: [], origins: [{ origin: stack.gatewayUrl, localStorage: [{ name: TOKEN_KEY, value: token }] }] } : undefined,
    });
    contexts.push(context);
    return context.newPage();
  }

  const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const vendorRow = (page: Page, name: string): Locator => page.getByTestId('vendor-row').filter({ hasText: name });
  const vendorDialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

  async function findVendor(name: string): Promise<Vendor | undefined> {
    const list = await api.listAdminVendors({});
    if (list.status !== 200) throw new Error('admin vendor list refused');
    return list.body.data.find((vendor) => vendor.name === name);
  }

  async function pendingCount(): Promise<number> {
    const stats = await api.adminStats({});
    if (stats.status !== 200) throw new Error('admin stats refused');
    return stats.body.data.vendors.pending;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = createApiClient({ baseUrl: stack.gatewayUrl, adminToken: () => adminToken });
    const login = await api.adminLogin({ body: { password: stack.secrets.adminPassword } });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
    adminToken = login.body.data.token;

    // A self-registered profile awaits approval; the admin approves it below.
    const registered = await api.registerVendor({
      body: {
        name: PENDING_NAME,
        category: 'booth',
        city: 'Goa',
        state: 'Goa',
        description: 'Beach-side event stalls and pavilions.',
        specialties: ['Bamboo pavilions'],
        contact: { email: `pavilion+${RUN}@example.com`, phone: '+91 98220 11223' },
      },
    });
    if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
    pendingId = registered.body.data.id;
    // It reaches the admin once the address is confirmed by the mailed link (kept in notify's outbox here).
    let confirmToken: string | undefined;
    for (let attempt = 0; attempt < 50 && !confirmToken; attempt += 1) {
      const outbox = await api.listOutbox({ query: { limit: 100 } });
      const mail =
        outbox.status === 200
          ? outbox.body.data.find((message) => message.kind === 'vendor-registration' && message.to.some((to) => to.includes(`pavilion+${RUN}@`)))
          : undefined;
      confirmToken = mail ? /\/vendor\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined;
      if (!confirmToken) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!confirmToken) throw new Error('no confirmation link was recorded for the registration');
    const confirmed = await api.confirmVendorEmail({ body: { token: confirmToken } });
    if (confirmed.status !== 200) throw new Error(`confirmation failed: ${JSON.stringify(confirmed.body)}`);

    // An enquiry to a listed vendor, so the dashboard's enquiries and outbox have something recent.
    const listing = await api.createAdminVendor({
      body: { name: LISTED_NAME, category: 'logistics', city: 'Kochi', state: 'Kerala', contact: { email: `desk+${RUN}@malabarexpo.example.com` } },
    });
    if (listing.status !== 201) throw new Error(`listed vendor not created: ${JSON.stringify(listing.body)}`);
    const listed = listing.body.data;
    if (!listed.contact.email) throw new Error('the listed vendor lost its e-mail');
    const enquiry = await api.sendEnquiry({
      body: {
        companyName: ENQUIRING_COMPANY,
        yourName: 'Meera Shenoy',
        mobileNumber: '+91 98450 77889',
        emailAddress: `meera+${RUN}@coastalspices.example.com`,
        exhibitionName: `Spice Expo ${RUN}`,
        vendorName: listed.name,
        vendorEmail: listed.contact.email,
        vendorId: listed.id,
      },
    });
    if (enquiry.status !== 200) throw new Error(`enquiry failed: ${JSON.stringify(enquiry.body)}`);

    // A real PNG, drawn by the browser, for the uploads (the catalog decodes what it stores).
    const drawing = await browser.newPage({ viewport: { width: 96, height: 96 } });
    await drawing.setContent('<body style="margin:0;background:linear-gradient(135deg,#f97316,#1c2430)"></body>');
    png = await drawing.screenshot({ type: 'png' });
    await drawing.close();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    if (api && adminToken) {
      for (const name of [PENDING_NAME, CREATED_NAME, LISTED_NAME]) {
        const vendor = await findVendor(name).catch(() => undefined);
        if (vendor) await api.deleteAdminVendor({ params: { id: vendor.id } }).catch(() => undefined);
      }
      await api.adminLogout({}).catch(() => undefined);
    }
    await browser?.close();
    await stack?.cleanup();
  });

  it('shows the password gate, refuses a wrong password with the server message, then opens the dashboard', async () => {
    const phone = await openPage(PHONE);
    await phone.goto(`${stack.gatewayUrl}/admin`);
    await phone.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await screenshot(phone, 'admin-login');

    const page = await openPage(DESKTOP);
    gatePage = page;
    await page.goto(`${stack.gatewayUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    expect(await page.getByLabel('Username').count()).toBe(0);
    const button = page.getByRole('button', { name: 'Login' });
    expect(await button.isDisabled()).toBe(true);
    await screenshot(page, 'admin-login');

    await page.getByLabel('Password').fill(`wrong-${RUN}`);
    expect(await button.isEnabled()).toBe(true);
    await button.click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Invalid password');
    expect(await storedToken(page)).toBeNull();

    // Slowed down so the busy state can be seen.
    await page.route('**/api/admin/login', async (route) => {
      await pause(500);
      await route.continue();
    });
    await page.getByLabel('Password').fill(stack.secrets.adminPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    const busy = page.getByRole('button', { name: 'Logging in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.unroute('**/api/admin/login');
    expect(await storedToken(page)).toMatch(/\S{20,}/);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('shows a Loading spinner while a stored token is checked, then the dashboard with Review Pending (n)', async () => {
    const expected = await pendingCount();
    expect(expected).toBeGreaterThanOrEqual(1);

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage(viewport, adminToken);
      await page.route('**/api/admin/verify', async (route) => {
        await pause(400);
        await route.continue();
      });
      await page.goto(`${stack.gatewayUrl}/admin`);
      await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

      await page.getByRole('heading', { name: 'Approve Pending Vendors' }).waitFor();
      const review = page.getByRole('link', { name: `Review Pending (${expected})` });
      expect(await review.getAttribute('href')).toBe('/admin/vendor');
      expect(await page.getByRole('link', { name: 'Manage Vendors' }).getAttribute('href')).toBe('/admin/vendor');
      expect(await page.getByRole('link', { name: 'Add New Vendor' }).getAttribute('href')).toBe('/admin/vendor?action=add');
      expect(await page.getByRole('link', { name: 'Manage Blogs' }).getAttribute('href')).toBe('/admin/blogs');
      expect(await page.getByRole('link', { name: 'Write New Blog' }).getAttribute('href')).toBe('/admin/blogs/write');
      for (const list of ['Recent Enquiries', 'Outbox', 'Recent Quotes']) {
        const card = page.getByRole('region', { name: list });
        await card.getByText(/in all$/).waitFor();
      }
      await page.getByRole('region', { name: 'Recent Enquiries' }).getByText(ENQUIRING_COMPANY, { exact: false }).first().waitFor();
      const outbox = page.getByRole('region', { name: 'Outbox' });
      await outbox
        .getByText(/^Enquiry · to /)
        .first()
        .waitFor();
      await outbox
        .getByText(/^(Queued|Sent|Failed|Held)$/)
        .first()
        .waitFor();
      await screenshot(page, 'admin-dashboard');

      if (viewport === PHONE) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await review.click();
        await page.waitForURL(/\/admin\/vendor$/);
        await page.getByRole('heading', { level: 1, name: 'Vendor Management' }).waitFor();
      }
    }
  });

  it('approves the self-registered vendor by ticking Active, and Find Builders then lists it as Active', async () => {
    const before = await pendingCount();
    const page = await openPage(DESKTOP, adminToken);
    await page.goto(`${stack.gatewayUrl}/admin/vendor`);
    await page.getByRole('heading', { level: 1, name: 'Vendor Management' }).waitFor();
    const total = (await api.listAdminVendors({})).body;
    const count = 'data' in total ? total.data.length : -1;
    await page.getByRole('heading', { name: `All Vendors (${count})` }).waitFor();

    await page.getByLabel('Search vendors').fill(PENDING_NAME);
    const row = vendorRow(page, PENDING_NAME);
    await row.getByText('Pending Approval').waitFor();
    expect(await page.getByTestId('vendor-row').count()).toBe(1);
    await screenshot(page, 'admin-vendors');

    await page.getByRole('button', { name: `Edit ${PENDING_NAME}` }).click();
    const dialog = vendorDialog(page, 'Edit Vendor');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Vendor name').inputValue()).toBe(PENDING_NAME);
    const active = dialog.getByRole('checkbox', { name: /Active/ });
    expect(await active.isChecked()).toBe(false);
    await active.check();
    await dialog.getByRole('button', { name: 'Update Vendor' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Active', { exact: true }).waitFor();

    const saved = await findVendor(PENDING_NAME);
    expect(saved?.isActive).toBe(true);
    // The rest of the profile went back unchanged.
    expect(saved?.specialties).toEqual(['Bamboo pavilions']);
    expect(saved?.contact.email).toBe(`pavilion+${RUN}@example.com`);
    expect(await pendingCount()).toBe(before - 1);

    const publicList = await api.listVendors({ query: { search: PENDING_NAME } });
    if (publicList.status !== 200) throw new Error(`listing vendors failed: ${JSON.stringify(publicList.body)}`);
    expect(publicList.body.data.find((vendor) => vendor.id === pendingId)?.isActive).toBe(true);

    const builders = await openPage(DESKTOP);
    await builders.goto(`${stack.gatewayUrl}/find-builders`);
    await builders.getByRole('heading', { level: 1, name: 'Find Builders' }).waitFor();
    const card = builders.getByRole('article', { name: PENDING_NAME });
    await card.waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
  });

  it('creates a vendor with tags, uploads and a testimonial, edits it (a field error from a 400 by its field) and deletes it', async () => {
    const page = await openPage(DESKTOP, adminToken);
    await page.goto(`${stack.gatewayUrl}/admin/vendor?action=add`);
    const dialog = vendorDialog(page, 'Add New Vendor');
    await dialog.waitFor();

    // Nothing filled in: every required field says so, and nothing is sent.
    await dialog.getByRole('button', { name: 'Create Vendor' }).click();
    await dialog.getByText('Please correct the highlighted fields.').waitFor();
    for (const message of ['Vendor name is required.', 'Category is required.', 'City is required.', 'State is required.']) {
      await dialog.getByText(message).waitFor();
    }

    await dialog.getByLabel('Vendor name').fill(CREATED_NAME);
    await dialog.getByLabel('Category').fill('Booth');
    await dialog.getByLabel('City').fill('Mangalore');
    await dialog.getByLabel('State').fill('Karnataka');
    await dialog.getByLabel('Email').fill(`studio+${RUN}@konkanbooths.example.com`);
    await dialog.getByLabel('Phone').fill('+91 98450 33445');
    expect(await dialog.getByLabel('Phone').getAttribute('type')).toBe('tel');
    await dialog.getByLabel('Website').fill('KonkanBooths.example.com');
    await dialog.getByLabel('Website').blur();
    expect(await dialog.getByLabel('Website').inputValue()).toBe('https://www.konkanbooths.example.com');
    await dialog.getByLabel('Price range').selectOption('Premium');
    await dialog.getByLabel('Rating').fill('4.6');
    await dialog.getByLabel('Price per project (₹)').fill('240000');

    // Enter adds, Add adds, blanks and repeats are ignored.
    const specialties = dialog.getByLabel('Specialties', { exact: true });
    await specialties.fill('  Wooden booths ');
    await specialties.press('Enter');
    await specialties.fill('Backlit branding');
    await dialog.getByRole('button', { name: 'Add to Specialties' }).click();
    await specialties.fill('   ');
    await specialties.press('Enter');
    await dialog.getByLabel('Services', { exact: true }).fill('Fabrication');
    await dialog.getByRole('button', { name: 'Add to Services' }).click();
    await dialog.getByLabel('Certifications', { exact: true }).fill('ISO 9001:2015');
    await dialog.getByLabel('Certifications', { exact: true }).press('Enter');
    expect(await dialog.getByRole('list', { name: 'Specialties entries' }).getByRole('listitem').allTextContents()).toEqual([
      'Wooden booths',
      'Backlit branding',
    ]);
    await dialog.getByRole('button', { name: 'Remove Backlit branding from Specialties' }).click();

    // The browser checks the contract's limits before anything is sent.
    await dialog.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await dialog.getByText('File must be an image').waitFor();
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `stall-${index}.png`, mimeType: 'image/png', buffer: png }));
    await dialog.getByLabel('Portfolio images', { exact: true }).setInputFiles(eleven);
    await dialog.getByText('Maximum 10 images allowed').waitFor();

    await dialog.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('img', { name: 'Logo 1' }).waitFor();
    await dialog.getByLabel('Portfolio images', { exact: true }).setInputFiles([
      { name: 'stall-a.png', mimeType: 'image/png', buffer: png },
      { name: 'stall-b.png', mimeType: 'image/png', buffer: png },
    ]);
    await dialog.getByRole('img', { name: 'Portfolio images 2' }).waitFor();

    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await dialog.getByLabel('Client name').fill('Meera Shenoy');
    await dialog.getByLabel('Client contact').fill('events@coastalspices.example.com');
    await dialog.getByRole('textbox', { name: 'Testimonial', exact: true }).fill('Our 27 sq m stall at the spice expo was ready a day early.');
    await dialog.getByLabel('Stall images', { exact: true }).setInputFiles({ name: 'testimonial.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('img', { name: 'Stall images 1' }).waitFor();
    await screenshot(page, 'admin-vendor-form');

    await dialog.getByRole('button', { name: 'Create Vendor' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await vendorRow(page, CREATED_NAME).getByText('Active', { exact: true }).waitFor();

    const created = await findVendor(CREATED_NAME);
    expect(created).toMatchObject({
      category: 'booth',
      city: 'Mangalore',
      priceRange: 'Premium',
      rating: '4.6',
      isActive: true,
      specialties: ['Wooden booths'],
      services: ['Fabrication'],
      certifications: ['ISO 9001:2015'],
      pricing: { project: 240000 },
      contact: { website: 'https://www.konkanbooths.example.com', phone: '+91 98450 33445' },
    });
    expect(created?.logoUrl).toMatch(/^\/api\/files\//);
    expect(created?.portfolioImages).toHaveLength(2);
    expect(created?.testimonials).toHaveLength(1);
    expect(created?.testimonials[0]).toMatchObject({ clientName: 'Meera Shenoy', clientContact: 'events@coastalspices.example.com' });
    expect(created?.testimonials[0]?.stallImages).toHaveLength(1);

    // Edit: the server's field details land by the field they name.
    await page.getByRole('button', { name: `Edit ${CREATED_NAME}` }).click();
    const edit = vendorDialog(page, 'Edit Vendor');
    await edit.waitFor();
    await edit.getByLabel('City').fill('Udupi');
    await page.route('**/api/admin/vendors/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              error: 'contact.email: This e-mail belongs to another vendor.',
              details: [{ path: 'contact.email', message: 'contact.email: This e-mail belongs to another vendor.' }],
            }),
          })
        : route.continue(),
    );
    await edit.getByRole('button', { name: 'Update Vendor' }).click();
    await edit.getByRole('alert').filter({ hasText: 'contact.email: This e-mail belongs to another vendor.' }).waitFor();
    const email = edit.getByLabel('Email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('This e-mail belongs to another vendor.');
    await page.unroute('**/api/admin/vendors/*');

    await edit.getByRole('button', { name: 'Update Vendor' }).click();
    await edit.waitFor({ state: 'detached' });
    await vendorRow(page, CREATED_NAME).getByText('Udupi, Karnataka').waitFor();
    expect((await findVendor(CREATED_NAME))?.testimonials[0]?.createdAt).toBe(created?.testimonials[0]?.createdAt);

    // Delete, after the confirmation.
    await page.getByRole('button', { name: `Delete ${CREATED_NAME}` }).click();
    const confirm = vendorDialog(page, 'Delete Vendor');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      'Are you sure you want to delete the vendor? This is an irreversible action and all vendor data will be permanently removed.',
    );
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => vendorRow(page, CREATED_NAME).count()).toBe(0);
    expect(await findVendor(CREATED_NAME)).toBeUndefined();
  });

  it('on a phone, lists vendors as cards, finds none for a search that matches nothing, and opens the form', async () => {
    const page = await openPage(PHONE, adminToken);
    await page.goto(`${stack.gatewayUrl}/admin/vendor-management`);
    await page.getByRole('heading', { level: 1, name: 'Vendor Management' }).waitFor();
    await page.getByTestId('vendor-card').first().waitFor();
    expect(await page.getByTestId('vendor-row').first().isVisible()).toBe(false);
    const card = page.getByRole('article', { name: PENDING_NAME });
    await card.getByText('Active', { exact: true }).waitFor();
    await screenshot(page, 'admin-vendors');

    await page.getByLabel('Search vendors').fill(`nothing-matches-${RUN}`);
    await page.getByText('No vendors found matching your search').waitFor();
    await page.getByRole('button', { name: 'Add Your First Vendor' }).click();
    await page.waitForURL(/\/admin\/vendor\?action=add$/);
    const dialog = vendorDialog(page, 'Add New Vendor');
    await dialog.waitFor();
    await screenshot(page, 'admin-vendor-form');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/admin\/vendor$/);
  });

  it('logs out back to the gate, and the revoked token is sent from /admin/vendor to /admin', async () => {
    const page = gatePage;
    if (!page) throw new Error('the login test did not run');
    await page.goto(`${stack.gatewayUrl}/admin/vendor`);
    await page.getByRole('heading', { level: 1, name: 'Vendor Management' }).waitFor();
    const revoked = await storedToken(page);
    expect(revoked).toBeTruthy();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    expect(await storedToken(page)).toBeNull();

    const again = await openPage(DESKTOP, revoked ?? '');
    await again.goto(`${stack.gatewayUrl}/admin/vendor`);
    await again.waitForURL(/\/admin$/);
    await again.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    expect(await storedToken(again)).toBeNull();
  });

  it('sends a forged token from /admin/vendor to the login gate', async () => {
    const page = await openPage(DESKTOP, 'forged.token.value');
    await page.goto(`${stack.gatewayUrl}/admin/vendor`);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(await page.getByTestId('vendor-row').count()).toBe(0);
  });
});
