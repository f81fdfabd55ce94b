import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { startTestStack } from './stack.js';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let context: BrowserContext | undefined;

/** A real 1×1 PNG, which the catalog decodes and re-encodes. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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

async function openRegistration(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${stack.gatewayUrl}/vendor-registration`);
  await page.getByRole('heading', { level: 1, name: 'Join Our Vendor Network' }).waitFor();
  return page;
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${stack.gatewayUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: stack.secrets.adminPassword }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Register as Vendor' });

/** The token of the confirmation link notify recorded for this address (the test stack keeps mail in the outbox). */
async function confirmationToken(email: string): Promise<string> {
  const token = await adminToken();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${stack.gatewayUrl}/api/admin/outbox?limit=100`, { headers: { 'x-admin-token': token } });
    const { data } = (await response.json()) as { data: Array<{ kind: string; to: string[]; text: string }> };
    const mail = data.find((message) => message.kind === 'vendor-registration' && message.to.some((to) => to.includes(email)));
    const match = mail ? /\/vendor\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail.text) : null;
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation link for ${email}`);
}

/** A form control by its label's whole text; a required field's label ends in an asterisk. */
function label(page: Page, text: string) {
  return page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

describe('/vendor-registration', () => {
  it('refuses a text file dressed as a PNG in the browser, without uploading it', async () => {
    const page = await openRegistration();
    await screenshot(page, 'vendor-registration');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/upload/')) uploads.push(request.url());
    });

    await label(page, 'Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('This is a text file, not a picture.\n') });
    const banner = page.getByRole('alert').filter({ hasText: 'File must be an image' });
    await banner.waitFor();
    await expect(label(page, 'Logo').getAttribute('aria-invalid')).resolves.toBe('true');

    await label(page, 'Portfolio Images').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: TINY_PNG },
      { name: 'b.webp', mimeType: 'image/webp', buffer: Buffer.from('plain text again') },
    ]);
    await page.getByRole('alert').filter({ hasText: 'All files must be images' }).waitFor();

    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `p${index}.png`, mimeType: 'image/png', buffer: TINY_PNG }));
    await label(page, 'Portfolio Images').setInputFiles(eleven);
    await page.getByRole('alert').filter({ hasText: 'Maximum 10 images allowed' }).waitFor();
    expect(uploads).toEqual([]);

    await page.setViewportSize(PHONE);
    await screenshot(page, 'vendor-registration');
  });

  it('names the missing required fields beside them when submitted empty', async () => {
    const page = await openRegistration();
    await submitButton(page).click();
    const name = label(page, 'Business Name');
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe('Vendor name is required.');
    await expect(label(page, 'Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('registers a vendor with a PNG logo and a testimonial, shows the overlay for 3 s, and keeps the profile pending once the mailed link confirms the address', async () => {
    const unique = randomUUID().slice(0, 8);
    const vendorName = `Kalpana Stalls ${unique}`;
    const email = `kalpana.${unique}@example.com`;
    const page = await openRegistration();

    await label(page, 'Business Name').fill(vendorName);
    await label(page, 'Category').fill('Booth');
    await label(page, 'Description').fill('Custom wooden and octanorm stalls for trade shows across South India.');
    await label(page, 'Experience').fill('12 years');
    await label(page, 'Price Range').selectOption('Premium');
    await label(page, 'State').selectOption('Karnataka');
    await label(page, 'City').fill('Bangalore');
    await label(page, 'Area / Locality').fill('Peenya Industrial Area');
    await label(page, 'Email').fill(email);
    await expect(label(page, 'Phone').getAttribute('type')).resolves.toBe('tel');
    await label(page, 'Phone').fill('+91 98450 12345');
    const website = label(page, 'Website');
    await website.pressSequentially('Kalpana-Stalls.com');
    await website.blur();
    await expect(website.inputValue()).resolves.toBe('https://www.kalpana-stalls.com');

    // Enter adds the entry and does not submit the form.
    const specialties = label(page, 'Specialties');
    await specialties.fill('  Double-decker stalls  ');
    await specialties.press('Enter');
    await specialties.fill('   ');
    await specialties.press('Enter');
    await expect(page.getByRole('list', { name: 'Specialties added' }).getByRole('listitem').allTextContents()).resolves.toEqual(['Double-decker stalls']);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await label(page, 'Services').fill('Design and fabrication');
    await page.getByRole('button', { name: 'Add to Services' }).click();
    await label(page, 'Keywords').fill('octanorm');
    await label(page, 'Keywords').press('Enter');
    await label(page, 'Keywords').fill('temporary');
    await label(page, 'Keywords').press('Enter');
    await page.getByRole('button', { name: 'Remove temporary' }).click();

    await label(page, 'Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('img', { name: 'Logo 1' }).waitFor();
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    await label(page, 'Client Name').fill('Ramesh Iyer');
    await label(page, 'Client Contact').fill('ramesh@example.com');
    await label(page, 'Testimonial').fill('They built our IMTEX stall in two days, exactly to the drawing.');
    await label(page, 'Stall Images for testimonial 1').setInputFiles({ name: 'stall.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('img', { name: 'Stall Images for testimonial 1 1' }).waitFor();

    await submitButton(page).click();
    const overlay = page.getByRole('dialog', { name: 'Registration Successful!' });
    await overlay.waitFor();
    await expect(overlay.textContent()).resolves.toContain('We have sent a link to your e-mail address: open it within 48 hours to confirm the address');
    await overlay.waitFor({ state: 'hidden', timeout: 6000 });
    await expect(label(page, 'Business Name').inputValue()).resolves.toBe('');
    // The notice stays after the overlay, naming the address the link went to.
    await page
      .getByRole('status')
      .filter({ hasText: `We have sent a confirmation link to ${email}` })
      .waitFor();

    // Unconfirmed, the registration is listed nowhere, not even to the admin.
    const before = await fetch(`${stack.gatewayUrl}/api/admin/vendors`, { headers: { 'x-admin-token': await adminToken() } });
    expect(((await before.json()) as { data: Array<{ name: string }> }).data.some((vendor) => vendor.name === vendorName)).toBe(false);

    // The mailed link's page confirms it; opened again, the link is used.
    const link = `${stack.gatewayUrl}/vendor/confirm/${await confirmationToken(email)}`;
    await page.goto(link);
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail address confirmed' }).textContent()).resolves.toContain(vendorName);
    await screenshot(page, 'vendor-confirmation');
    await page.reload();
    await page.getByRole('heading', { name: 'This link is not valid or has expired.' }).waitFor();

    const vendors = await fetch(`${stack.gatewayUrl}/api/admin/vendors`, { headers: { 'x-admin-token': await adminToken() } });
    const { data } = (await vendors.json()) as {
      data: Array<{
        name: string;
        isActive: boolean;
        logoUrl?: string;
        specialties: string[];
        keywords: string[];
        contact: { website?: string };
        testimonials: Array<{ stallImages: string[] }>;
      }>;
    };
    const saved = data.find((vendor) => vendor.name === vendorName);
    expect(saved).toBeDefined();
    expect(saved?.isActive).toBe(false);
    expect(saved?.logoUrl).toMatch(/^\/api\/files\//);
    expect(saved?.specialties).toEqual(['Double-decker stalls']);
    expect(saved?.keywords).toEqual(['octanorm']);
    expect(saved?.contact.website).toBe('https://www.kalpana-stalls.com');
    expect(saved?.testimonials[0]?.stallImages).toHaveLength(1);
  });

  it('shows the server’s reason when the e-mail is already registered', async () => {
    const unique = randomUUID().slice(0, 8);
    const email = `dup.${unique}@example.com`;
    const first = await fetch(`${stack.gatewayUrl}/api/vendor/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `First ${unique}`, category: 'booth', city: 'Pune', state: 'Maharashtra', contact: { email } }),
    });
    expect(first.status).toBe(201);
    // Until it is confirmed, a new registration would replace it; confirmed, the address is taken.
    const confirmed = await fetch(`${stack.gatewayUrl}/api/vendor/register/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: await confirmationToken(email) }),
    });
    expect(confirmed.status).toBe(200);

    const page = await openRegistration();
    await label(page, 'Business Name').fill(`Second ${unique}`);
    await label(page, 'Category').fill('Booth');
    await label(page, 'State').selectOption('Maharashtra');
    await label(page, 'City').fill('Pune');
    await label(page, 'Email').fill(email);
    await submitButton(page).click();
    const toast = page.getByRole('status').filter({ hasText: 'Registration failed' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('already registered');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });
});
