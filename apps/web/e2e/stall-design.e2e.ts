import { stallDesignDataSchema, type StallDesignInput } from '@stallplan/contracts';
import { calculateStallCost, formatInr } from '@stallplan/pricing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlan, type PlanState } from '../src/current-plan/plan-state.js';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { startTestStack } from './stack.js';

const PLAN_KEY = 'stallplan.plan.v1';

/** A plan that has finished step 1 and stands on step 2, with an 18 sq m booth starting in January (peak season). */
function planOnStep2(design: StallDesignInput = {}): PlanState {
  const plan = newPlan();
  return {
    ...plan,
    step: 2,
    furthestStep: 2,
    eventDetails: {
      ...plan.eventDetails,
      companyName: 'E2E Stall Design Works',
      boothSize: 18,
      exhibitionStartDate: '2027-01-14',
      exhibitionEndDate: '2027-01-16',
    },
    stallDesign: stallDesignDataSchema.parse(design),
  };
}

function expectedTotal(design: StallDesignInput): string {
  return formatInr(calculateStallCost(stallDesignDataSchema.parse(design)).totalCost);
}

const total = (page: Page) => page.getByTestId('live-cost-total');
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const choose = (page: Page, groupName: string, label: string) => group(page, groupName).locator('label', { hasText: label }).click();
const sidebarToggle = (page: Page) => page.locator('button[aria-controls="live-cost-panel"]');
const sidebarPanel = (page: Page) => page.locator('#live-cost-panel');

async function expectTotal(page: Page, design: StallDesignInput): Promise<void> {
  const expected = expectedTotal(design);
  await expect.poll(() => total(page).textContent(), { timeout: 5000 }).toBe(expected);
}

describe('step 2: stall design and its live cost', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  /** A fresh browser profile whose first page load finds the plan on step 2. */
  async function openStep2(viewport: { width: number; height: number }, plan: PlanState): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.gatewayUrl });
    // Seeds only an empty storage, so a reload reads what the page saved rather than the seed again.
    await context.addInitScript(
      ({ key, seed }) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(seed));
      },
      { key: PLAN_KEY, seed: plan },
    );
    const page = await context.newPage();
    await page.goto(stack.gatewayUrl);
    await page.getByRole('heading', { name: 'Stall Design & Fabrication' }).waitFor();
    return page;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.cleanup();
  });

  it('prices every choice from the same table as the calculation, keeps ordinary copy and survives a reload', async () => {
    const page = await openStep2(DESKTOP, planOnStep2());
    const area = page.getByLabel('Booth Area');

    // Pre-filled from step 1's booth size; only labour is charged before any choice.
    await expect.poll(() => area.inputValue()).toBe('18');
    const design: StallDesignInput = { area: 18 };
    await expectTotal(page, design);
    await expect.poll(() => sidebarToggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Peak season (October to March)').count()).toBe(1);

    // Labels show the rate the calculation charges.
    expect(await group(page, 'Wall Type').locator('label', { hasText: 'Laminated Plywood' }).textContent()).toContain('₹12,000/sqm');

    await choose(page, 'Booth Position', 'Corner');
    await choose(page, 'Wall Type', 'Laminated Plywood');
    await choose(page, 'Flooring', 'Vinyl Finish');
    await choose(page, 'Ceiling', 'Truss with Lights');
    await choose(page, 'Booth Type', 'Custom');
    Object.assign(design, {
      boothPosition: 'corner',
      wallType: 'laminated_plywood',
      flooring: 'vinyl_finish',
      ceiling: 'truss_lights',
      boothType: 'raw_space',
    });
    await expectTotal(page, design);

    expect(await group(page, 'Rooms built into your stall').locator('label', { hasText: 'Meeting Room' }).textContent()).toContain('₹45,000');
    await choose(page, 'Rooms built into your stall', 'Meeting Room');
    await page.getByLabel('Print Area (sq m)').fill('12');
    await choose(page, 'Branding Elements', 'Vinyl Graphics');
    await choose(page, 'Branding Elements', '3D Logos');
    await page.getByLabel('Digital Displays').fill('2');
    Object.assign(design, {
      additionalRooms: ['Meeting Room'],
      printArea: 12,
      brandingElements: ['vinyl_graphics', '3d_logos'],
      digitalDisplays: ['Display 1', 'Display 2'],
    });
    await expectTotal(page, design);

    const advanced = page.getByRole('button', { name: 'Show Advanced Options' });
    expect(await advanced.getAttribute('aria-expanded')).toBe('false');
    await advanced.click();
    expect(await page.getByRole('button', { name: 'Hide Advanced Options' }).getAttribute('aria-expanded')).toBe('true');
    await choose(page, 'Furniture Type', 'Custom Build');
    // The item labels follow the chosen type.
    expect(await group(page, 'Furniture Items').locator('label', { hasText: 'Reception Counter' }).textContent()).toContain('₹15,000');
    await choose(page, 'Furniture Items', 'Reception Counter');
    await choose(page, 'Furniture Items', 'Chairs Set');
    await choose(page, 'Lighting', 'LED Lighting');
    await page.getByLabel('Power Requirement (kW)').fill('8');
    await choose(page, 'Power Type', 'Three Phase');
    await page.locator('label', { hasText: 'Outstation build' }).click();
    // The meeting room above and this fit-out are told apart: the fit-out is named as one, in its own group.
    expect(await group(page, 'Fit-outs and finishes').locator('label', { hasText: 'Meeting room fit-out' }).textContent()).toContain('₹5,000');
    expect(
      await group(page, 'Fit-outs and finishes')
        .getByRole('checkbox', { name: /^Meeting Room\b/ })
        .count(),
    ).toBe(0);
    await choose(page, 'Fit-outs and finishes', 'Greenery & decor');
    Object.assign(design, {
      furnitureType: 'custom_build',
      furnitureItems: ['reception_counter', 'chairs_set'],
      lightingType: ['led'],
      powerRequirement: 8,
      powerType: '3_phase',
      isOutstation: true,
      extras: ['greenery_decor'],
    });
    await expectTotal(page, design);

    // The same number in square feet is a smaller booth.
    await page.getByLabel('Area unit').selectOption('sqft');
    await expectTotal(page, { ...design, areaUnit: 'sqft' });
    expect(await total(page).textContent()).not.toBe(expectedTotal(design));
    await page.getByLabel('Area unit').selectOption('sqm');
    await expectTotal(page, design);
    // Sticky parts are drawn where the scroll leaves them, so the full-page picture starts from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'step-2-stall-design');

    // Ctrl+C with nothing selected copies the summary...
    await page.getByRole('heading', { name: 'Stall Design & Fabrication' }).click();
    await page.evaluate(() => window.getSelection()?.removeAllRanges());
    await page.keyboard.press('Control+c');
    await page.getByText('Cost estimate copied', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Total: ${expectedTotal(design)}`);
    // ...but not while the focus is in a field, where copy is the browser's own.
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    await area.focus();
    await page.keyboard.press('Control+c');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain('Stall cost estimate');

    // A budget update carrying part of a design applies it and reprices.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('budgetAllocationUpdated', { detail: { stallDesign: { ceiling: 'branding_fascia' } } })));
    design.ceiling = 'branding_fascia';
    await expectTotal(page, design);
    expect(
      await group(page, 'Ceiling')
        .getByRole('radio', { name: /Branding Fascia/ })
        .isChecked(),
    ).toBe(true);

    // The toggle hides and shows the sidebar.
    await sidebarToggle(page).click();
    await expect.poll(() => sidebarToggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await sidebarPanel(page).isHidden()).toBe(true);
    await sidebarToggle(page).click();
    await expect.poll(() => sidebarToggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await sidebarPanel(page).isVisible()).toBe(true);

    // The budget wizard closing closes it too.
    await page.evaluate(() => window.dispatchEvent(new Event('closeBudgetWizard')));
    await expect.poll(() => sidebarToggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await sidebarPanel(page).isHidden()).toBe(true);
    await sidebarToggle(page).click();

    // A reload keeps the whole design.
    await page.reload();
    await page.getByRole('heading', { name: 'Stall Design & Fabrication' }).waitFor();
    await expect.poll(() => area.inputValue()).toBe('18');
    await expectTotal(page, design);
    expect(
      await group(page, 'Wall Type')
        .getByRole('radio', { name: /Laminated Plywood/ })
        .isChecked(),
    ).toBe(true);
    expect(
      await group(page, 'Fit-outs and finishes')
        .getByRole('checkbox', { name: /Greenery/ })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByLabel('Digital Displays').inputValue()).toBe('2');

    // No area: a prompt instead of figures, and Next stops with the missing-fields dialog.
    await area.fill('');
    await page.getByText('Enter your booth area to see the estimate.').waitFor();
    expect(await total(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Next Step' }).click();
    const dialog = page.getByRole('dialog', { name: 'Required Fields Missing' });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual(['Booth Area']);
    await dialog.getByRole('button', { name: "OK, I'll fill them" }).click();
    await dialog.waitFor({ state: 'hidden' });
    await area.fill('18');
    await expectTotal(page, design);
  });

  it('fits a 390 px phone with the live cost above the form, not over it', async () => {
    const design: StallDesignInput = {
      area: 18,
      wallType: 'octonorm',
      flooring: 'carpeting',
      ceiling: 'branding_fascia',
      additionalRooms: ['Storage Room'],
      printArea: 10,
      brandingElements: ['fabric_prints'],
      extras: ['hanging_structures'],
    };
    const page = await openStep2(PHONE, planOnStep2(design));
    await expectTotal(page, design);
    expect(await sidebarToggle(page).getAttribute('aria-expanded')).toBe('true');

    const panel = await sidebarPanel(page).boundingBox();
    const areaInput = await page.getByLabel('Booth Area').boundingBox();
    expect(panel && areaInput && panel.y + panel.height <= areaInput.y).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'step-2-stall-design');

    // Past the sidebar, a slim bar carries the total; it brings the sidebar back into view.
    const bar = page.getByRole('button', { name: 'Cost details' });
    expect(await bar.isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'Premium Extras: Fit-outs & Finishes' }).scrollIntoViewIfNeeded();
    await bar.waitFor();
    await bar.click();
    await expect.poll(async () => (await sidebarPanel(page).boundingBox())?.y ?? Number.POSITIVE_INFINITY, { timeout: 5000 }).toBeLessThan(PHONE.height);
  });
});
