import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { fillEventDetails, openPlanner, pressNextStep, SAMPLE_EVENT_DETAILS } from './planner-actions.js';
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

/** Each test in a fresh context: its own, empty localStorage, so no plan leaks between tests. */
async function openStepOne(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await openPlanner(page, stack.gatewayUrl);
  return page;
}

const stepTwoHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /Stall Design/ });
const autoButton = (page: Page) => page.getByRole('button', { name: /^Auto: \d+ km$/ });

async function autoKm(page: Page): Promise<string> {
  await autoButton(page).waitFor();
  const text = (await autoButton(page).textContent()) ?? '';
  return /(\d+)/.exec(text)?.[1] ?? '';
}

describe('step 1: event details', () => {
  it('takes a complete set of details and moves on to Stall Design', async () => {
    const page = await openStepOne();
    for (const title of ['Company Information', 'Exhibition Details', 'Exhibition Location', 'Venue Details', 'Exhibition Schedule', 'Your Travel Schedule']) {
      await expect(page.getByRole('heading', { level: 3, name: title }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByLabel('Mobile Number').getAttribute('type')).resolves.toBe('tel');
    await expect(page.getByLabel('Email Address').getAttribute('type')).resolves.toBe('email');
    await expect(page.getByLabel('Team Size').locator('option').allTextContents()).resolves.toHaveLength(10);

    await fillEventDetails(page);
    await pressNextStep(page);

    await stepTwoHeading(page).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('lists exactly the missing required fields when Next is pressed too early', async () => {
    const page = await openStepOne();
    await page.getByLabel('Company Name').pressSequentially('Shakti Pumps');
    await page.getByLabel('Your Name').fill('Priya Raman');
    await page.getByLabel('Mobile Number').fill('+91 98450 12345');
    await page.getByLabel('Departure State').selectOption({ label: 'Maharashtra' });

    await pressNextStep(page);

    const dialog = page.getByRole('dialog', { name: 'Required Fields Missing' });
    await dialog.waitFor();
    await expect(dialog.getByRole('listitem').allTextContents()).resolves.toEqual([
      'Email Address',
      'Exhibition Name',
      'Industry',
      'Exhibition Start Date',
      'Exhibition End Date',
      'Departure City',
      'Arrival State',
      'Arrival City',
    ]);
    await dialog.getByRole('button', { name: "OK, I'll fill them" }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.getByRole('heading', { level: 2, name: 'Event Details' }).isVisible()).resolves.toBe(true);
  });

  it('points out a wrong e-mail address once the field is left', async () => {
    const page = await openStepOne();
    const email = page.getByLabel('Email Address');
    await email.fill('priya.example.com');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await email.press('Tab');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Email Address must be a valid e-mail address.');
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await email.fill('priya@example.com');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  it('keeps each city select waiting for its state, and clears the city when the state changes', async () => {
    const page = await openStepOne();
    const departureCity = page.getByLabel('Departure City');
    await expect(departureCity.isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Arrival City').isDisabled()).resolves.toBe(true);

    await page.getByLabel('Departure State').selectOption({ label: 'Maharashtra' });
    await expect(departureCity.isEnabled()).resolves.toBe(true);
    await expect(departureCity.locator('option').allTextContents()).resolves.toEqual([
      'Select city',
      'Mumbai (BOM)',
      'Pune (PNQ)',
      'Nagpur (NAG)',
      'Nashik (ISK)',
    ]);
    await departureCity.selectOption('Mumbai');
    await expect(departureCity.inputValue()).resolves.toBe('Mumbai');

    await page.getByLabel('Departure State').selectOption({ label: 'Karnataka' });
    await expect(departureCity.inputValue()).resolves.toBe('');
    const karnatakaCities = await departureCity.locator('option').allTextContents();
    expect(karnatakaCities).toContain('Bangalore (BLR)');
    expect(karnatakaCities).not.toContain('Mumbai (BOM)');
  });

  it('fills the distance for Mumbai to Bangalore and restores it with the Auto button', async () => {
    const page = await openStepOne();
    const distance = page.getByLabel('Distance (km)');
    await expect(autoButton(page).count()).resolves.toBe(0);

    await page.getByLabel('Departure State').selectOption({ label: 'Maharashtra' });
    await page.getByLabel('Departure City').selectOption('Mumbai');
    await page.getByLabel('Arrival State').selectOption({ label: 'Karnataka' });
    await page.getByLabel('Arrival City').selectOption('Bangalore');

    const km = await autoKm(page);
    expect(Number(km)).toBeGreaterThan(500);
    expect(Number(km)).toBeLessThan(1500);
    await expect.poll(() => distance.inputValue()).toBe(km);

    await distance.fill('1234');
    await expect(distance.inputValue()).resolves.toBe('1234');
    await autoButton(page).click();
    await expect(distance.inputValue()).resolves.toBe(km);
  });

  it('sets the travel dates a day either side of the exhibition, without overwriting a picked date', async () => {
    const page = await openStepOne();
    const arrival = page.getByLabel('Arrival Date');
    const departure = page.getByLabel('Departure Date');

    await page.getByLabel('Exhibition Start Date').fill('2026-11-10');
    await expect(arrival.inputValue()).resolves.toBe('2026-11-09');
    await expect(page.getByLabel('Exhibition End Date').getAttribute('min')).resolves.toBe('2026-11-10');
    await page.getByLabel('Exhibition End Date').fill('2026-11-12');
    await expect(departure.inputValue()).resolves.toBe('2026-11-13');

    // Across a month end, in UTC whatever the browser's time zone.
    await page.getByLabel('Exhibition Start Date').fill('2026-12-01');
    await expect(arrival.inputValue()).resolves.toBe('2026-11-30');

    await arrival.fill('2026-11-27');
    await page.getByLabel('Exhibition Start Date').fill('2026-12-02');
    await expect(arrival.inputValue()).resolves.toBe('2026-11-27');
    await page.getByLabel('Exhibition End Date').fill('2026-12-04');
    await expect(departure.inputValue()).resolves.toBe('2026-12-05');

    await expect(page.getByText('Arrive 1-2 days before the exhibition starts').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Depart 1 day after the exhibition ends').isVisible()).resolves.toBe(true);
  });

  it('keeps every value and the current step through a reload', async () => {
    const page = await openStepOne();
    await fillEventDetails(page, { ...SAMPLE_EVENT_DETAILS, arrivalDate: '2026-11-08' });
    const distance = page.getByLabel('Distance (km)');
    await expect.poll(() => distance.inputValue()).toBe(await autoKm(page));
    await distance.fill('1500');

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Event Details' }).waitFor();
    const expected: Array<[string, string]> = [
      ['Company Name', SAMPLE_EVENT_DETAILS.companyName],
      ['Your Name', SAMPLE_EVENT_DETAILS.yourName],
      ['Mobile Number', SAMPLE_EVENT_DETAILS.mobileNumber],
      ['Email Address', SAMPLE_EVENT_DETAILS.emailAddress],
      ['Exhibition Name', SAMPLE_EVENT_DETAILS.exhibitionName],
      ['Industry', SAMPLE_EVENT_DETAILS.industry],
      ['Event Type', 'trade'],
      ['Booth Size (sq m)', '36'],
      ['Booth Type', 'shell_scheme'],
      ['Departure State', 'IN-MH'],
      ['Departure City', 'Mumbai'],
      ['Arrival State', 'IN-KA'],
      ['Arrival City', 'Bangalore'],
      ['Venue Type', 'exhibition_hall'],
      ['Exhibition Start Date', '2026-11-10'],
      ['Exhibition End Date', '2026-11-12'],
      ['Arrival Date', '2026-11-08'],
      ['Departure Date', '2026-11-13'],
      ['Team Size', '3'],
    ];
    for (const [label, value] of expected) {
      await expect(page.getByLabel(label).inputValue(), label).resolves.toBe(value);
    }
    // The estimate comes back for the same cities, but the distance the user typed stays.
    await autoKm(page);
    await expect(distance.inputValue()).resolves.toBe('1500');

    await pressNextStep(page);
    await stepTwoHeading(page).waitFor();
    await page.reload();
    await stepTwoHeading(page).waitFor();
  });

  it('lays the fields out in two columns on a desktop and one on a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openStepOne(viewport);
      await fillEventDetails(page);
      await autoButton(page).waitFor();

      const company = await page.getByLabel('Company Name').boundingBox();
      const name = await page.getByLabel('Your Name').boundingBox();
      if (!company || !name) throw new Error('The company and name inputs should be on screen.');
      if (viewport === DESKTOP) {
        expect(name.y).toBe(company.y);
        expect(name.x).toBeGreaterThan(company.x + company.width);
      } else {
        expect(name.x).toBe(company.x);
        expect(name.y).toBeGreaterThan(company.y + company.height);
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
      }
      // At rest, from the top: a scrolled page draws the sticky navigation half-way down a full-page shot.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await screenshot(page, 'step-1-event-details');
      await context?.close();
      context = undefined;
    }
  });
});
