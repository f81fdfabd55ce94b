import { randomUUID } from 'node:crypto';
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

async function openStallDetails(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${stack.gatewayUrl}/stall-details`);
  await page.getByRole('heading', { level: 1, name: 'Stall Requirements' }).waitFor();
  return page;
}

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: new RegExp(`${title.replace('&', '\\&')}$`) });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });

async function pressNext(page: Page, nextTitle: string): Promise<void> {
  await nextButton(page).click();
  await stepHeading(page, nextTitle).waitFor();
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${stack.gatewayUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: stack.secrets.adminPassword }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A form control by its label's whole text; a required field's label ends in an asterisk. */
function label(page: Page, text: string) {
  return page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

describe('/stall-details', () => {
  it('stays on an incomplete step with the destructive toast and the missing fields named', async () => {
    const page = await openStallDetails();
    await stepHeading(page, 'Contact Details').waitFor();
    await expect(page.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await expect(nextButton(page).getAttribute('aria-disabled')).resolves.toBe('true');
    await screenshot(page, 'stall-details');

    // aria-disabled: Playwright waits for an enabled button, a person can still press it.
    await nextButton(page).click({ force: true });
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .filter({ hasText: 'Please fill required fields' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('Complete all required fields before proceeding.');
    await expect(toast.getAttribute('class')).resolves.toContain('bg-red-600');
    await expect(stepHeading(page, 'Contact Details').isVisible()).resolves.toBe(true);

    const company = label(page, 'Company Name');
    await expect(company.getAttribute('aria-invalid')).resolves.toBe('true');
    const errorId = (await company.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${errorId}"]`).textContent()).resolves.toBe('Company name is required.');

    // Filled in, Next is available and moves on; Enter in a field means Next too.
    await company.fill('Shakti Pumps');
    await label(page, 'Contact Person').fill('Priya Raman');
    await label(page, 'Email').fill('priya@example.com');
    await label(page, 'Phone').fill('+91 98450 12345');
    await expect(nextButton(page).getAttribute('aria-disabled')).resolves.toBeNull();
    await label(page, 'Phone').press('Enter');
    await stepHeading(page, 'Stall Specifications').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(label(page, 'Company Name').inputValue()).resolves.toBe('Shakti Pumps');

    await page.setViewportSize(PHONE);
    await screenshot(page, 'stall-details');
  });

  it('submits the five steps, shows the success toast, returns home after 2 s and records the requirements', async () => {
    const company = `Stall Test ${randomUUID().slice(0, 8)}`;
    const page = await openStallDetails();

    await label(page, 'Company Name').fill(company);
    await label(page, 'Contact Person').fill('Priya Raman');
    await label(page, 'Email').fill('priya.raman@example.com');
    await label(page, 'Phone').fill('+91 98450 12345');
    const website = label(page, 'Website');
    await website.fill('Shaktipumps.com');
    await website.blur();
    await expect(website.inputValue()).resolves.toBe('https://www.shaktipumps.com');
    await pressNext(page, 'Stall Specifications');

    await label(page, 'Preferred Location').selectOption({ label: 'Corner' });
    await label(page, 'Power Requirement').selectOption({ label: '10 KW' });
    await label(page, 'Special Requirements').fill('Water connection for a demo pump.');
    await pressNext(page, 'Design & Branding');

    await label(page, 'Design Theme').selectOption({ label: 'Industrial' });
    await label(page, 'Colour Scheme').selectOption({ label: 'Blue & White' });
    await page.getByRole('checkbox', { name: 'QR Codes' }).check();
    await pressNext(page, 'Equipment & Services');

    // Step 4 needs a furniture item.
    await page.getByRole('checkbox', { name: 'Projector' }).check();
    await nextButton(page).click({ force: true });
    await page.getByRole('status').filter({ hasText: 'Please fill required fields' }).waitFor();
    const furniture = page.getByRole('group', { name: /^Furniture/ });
    const furnitureError = furniture.getByText('Choose at least one furniture item.');
    await furnitureError.waitFor();
    await expect(furniture.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(stepHeading(page, 'Equipment & Services').isVisible()).resolves.toBe(true);
    // The toast sits over the bottom of the form on a short page: dismiss it, as a person would.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    // Putting the step right clears its error at once, not on leaving the box, so the form does not
    // move under the pointer during the next click.
    await page.getByRole('checkbox', { name: 'Meeting Table' }).check();
    await furnitureError.waitFor({ state: 'detached' });
    await expect(furniture.getAttribute('aria-invalid')).resolves.toBeNull();
    await page.getByRole('checkbox', { name: 'Brochures' }).check();
    await pressNext(page, 'Timeline & Budget');

    await label(page, 'Setup Date').fill('2026-11-08');
    await label(page, 'Event Date').fill('2026-11-10');
    await label(page, 'Budget Range').selectOption({ label: '₹2-5 Lakhs' });
    const submittedAt = Date.now();
    await page.getByRole('button', { name: 'Submit Requirements' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Stall details submitted successfully!' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('Our team will contact you within 24 hours to discuss your requirements.');
    await page.waitForURL(`${stack.gatewayUrl}/`, { timeout: 10_000 });
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1900);
    await page.getByRole('heading', { level: 1, name: 'Exhibition Stall Cost Planner' }).waitFor();

    const token = await adminToken();
    const outbox = await fetch(`${stack.gatewayUrl}/api/admin/outbox?limit=100`, { headers: { 'x-admin-token': token } });
    expect(outbox.status).toBe(200);
    const { data } = (await outbox.json()) as { data: Array<{ kind: string; subject: string; text: string }> };
    const teamMail = data.find((message) => message.kind === 'stall-requirements' && message.subject.includes(company));
    expect(teamMail).toBeDefined();
    expect(teamMail?.text).toContain('Meeting Table');
    expect(teamMail?.text).toContain('https://www.shaktipumps.com');
  });

  it('says the submission failed when the server refuses it, and stays on the form', async () => {
    const page = await openStallDetails();
    await page.route('**/api/stall-requirements', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Too many forms were sent from here.' }) }),
    );
    await label(page, 'Company Name').fill('Refused Co');
    await label(page, 'Contact Person').fill('Asha');
    await label(page, 'Email').fill('asha@example.com');
    await label(page, 'Phone').fill('+91 90000 00000');
    await pressNext(page, 'Stall Specifications');
    await label(page, 'Preferred Location').selectOption('any');
    await label(page, 'Power Requirement').selectOption('5kw');
    await pressNext(page, 'Design & Branding');
    await label(page, 'Design Theme').selectOption('modern');
    await label(page, 'Colour Scheme').selectOption('custom');
    await pressNext(page, 'Equipment & Services');
    await page.getByRole('checkbox', { name: 'Chairs' }).check();
    await pressNext(page, 'Timeline & Budget');
    await label(page, 'Setup Date').fill('2026-12-01');
    await label(page, 'Event Date').fill('2026-12-02');
    await label(page, 'Budget Range').selectOption('under-2l');
    await page.getByRole('button', { name: 'Submit Requirements' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Submission failed' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('Too many forms were sent from here. Please try again.');
    await page.waitForTimeout(2500);
    expect(page.url()).toBe(`${stack.gatewayUrl}/stall-details`);
    await expect(page.getByRole('button', { name: 'Submit Requirements' }).isEnabled()).resolves.toBe(true);
  });
});
