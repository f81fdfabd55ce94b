import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { addDays, INVALID_LINK_MESSAGE, utcToday, type OutboxMessage } from '@stallplan/contracts';
import { calculateStallCost, formatInr, stallEstimateBidLines } from '@stallplan/pricing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { pressNextStep } from './planner-actions.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { samplePlan, seedPlan } from './seed-plan.js';
import { startTestStack } from './stack.js';

const TAG = randomBytes(3).toString('hex');
const EXHIBITOR_EMAIL = `priya-${TAG}@exhibitor.example`;

interface Builder {
  id: string;
  name: string;
  email: string;
}

/** The brief's design as samplePlan(3) holds it. */
const PLAN = samplePlan(3, { eventDetails: { emailAddress: EXHIBITOR_EMAIL, companyName: `Bids Works ${TAG}` } });

describe('builder bids: one brief, bids side by side, an award and a verified review', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let mongo: MongoClient;
  let adminToken = '';
  const builders: Builder[] = [];
  const contexts: BrowserContext[] = [];

  async function api<T>(method: string, path: string, body?: unknown, admin = false): Promise<{ status: number; body: T }> {
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(admin ? { 'x-admin-token': adminToken } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function mailTo(address: string, kind: OutboxMessage['kind']): Promise<OutboxMessage> {
    let found: OutboxMessage | undefined;
    await expect
      .poll(
        async () => {
          const { body } = await api<{ data: OutboxMessage[] }>('GET', '/api/admin/outbox?limit=100', undefined, true);
          found = body.data.find((message) => message.kind === kind && message.to.some((to) => to.includes(address)));
          return found !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    return found!;
  }

  const pathIn = (text: string, kind: 'bid' | 'briefs') => {
    const match = new RegExp(`/${kind}/[A-Za-z0-9_-]{43}`).exec(text);
    if (!match) throw new Error(`no /${kind}/ link in ${text.slice(0, 200)}`);
    return match[0];
  };

  async function newPage(viewport: { width: number; height: number } = DESKTOP, admin = false): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    if (admin) await context.addInitScript((token) => localStorage.setItem('stallplan.adminToken', token), adminToken);
    return context.newPage();
  }

  async function matchScoreOf(builder: Builder): Promise<number> {
    const { body } = await api<{ data: Array<{ id: string; matchScore: number }> }>('GET', '/api/smart-vendors?destinationCity=Bangalore&boothSize=18');
    const found = body.data.find((vendor) => vendor.id === builder.id);
    if (!found) throw new Error(`${builder.name} is not among the matches`);
    return found.matchScore;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    mongo = await MongoClient.connect(inject('mongoUrl'));
    const login = await api<{ data: { token: string } }>('POST', '/api/admin/login', { password: stack.secrets.adminPassword });
    adminToken = login.body.data.token;
    for (const name of ['Kaveri Stalls', 'Lalbagh Exhibits', 'Nandi Booths']) {
      const email = `${name.split(' ')[0]!.toLowerCase()}-${TAG}@builder.example`;
      const created = await api<{ data: { id?: string; _id?: string } }>(
        'POST',
        '/api/admin/vendors',
        { name: `${name} ${TAG}`, category: 'booth', city: 'Bangalore', state: 'Karnataka', isActive: true, contact: { email }, rating: '4' },
        true,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      builders.push({ id: (created.body.data.id ?? created.body.data._id)!, name: `${name} ${TAG}`, email });
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await mongo?.close();
    await stack?.cleanup();
  });

  it('goes from step 3 to an approved review that changes the match score', async () => {
    const [winner, loser, silent] = builders as [Builder, Builder, Builder];

    // Step 3: three builders into one brief, sent with a budget.
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    await seedPlan(context, PLAN);
    const exhibitor = await context.newPage();
    await exhibitor.goto(stack.gatewayUrl);
    for (const builder of builders) {
      const card = exhibitor.getByTestId('vendor-card').filter({ hasText: builder.name });
      await card.getByTestId('brief-toggle').locator('input').check();
    }
    await exhibitor.getByTestId('brief-bar').getByRole('button', { name: 'Send brief to 3 builders' }).click();
    const dialog = exhibitor.getByRole('dialog', { name: 'Send one brief to several builders' });
    // The budget starts from step 2's estimate of the design; the exhibitor sets their own.
    const budget = dialog.getByLabel('Budget for the stall build (₹)');
    expect(await budget.inputValue()).toBe(formatInr(calculateStallCost(PLAN.stallDesign).totalCost).replace('₹', ''));
    await budget.fill('2,50,000');
    await screenshot(exhibitor, 'brief-dialog');
    await dialog.getByRole('button', { name: 'Send brief to 3 builders' }).click();
    const compareLink = exhibitor.getByTestId('brief-compare-link');
    await compareLink.waitFor({ timeout: 15_000 });
    const comparePath = (await compareLink.getAttribute('href'))!;
    expect(comparePath).toMatch(/^\/briefs\/[A-Za-z0-9_-]{43}$/);

    // Each builder's private link arrives by mail; two bid through them.
    const bidPaths = await Promise.all(builders.map(async (builder) => pathIn((await mailTo(builder.email, 'brief-invitation')).text, 'bid')));
    expect(pathIn((await mailTo(EXHIBITOR_EMAIL, 'brief-sent')).text, 'briefs')).toBe(comparePath);
    const prices = [
      { structure: '1,40,000', graphics: '40000', furniture: '25000', avElectrical: '30000', labour: '20000', transport: '10000', days: '12', total: 265_000 },
      { structure: '1,20,000', graphics: '45000', furniture: '20000', avElectrical: '30000', labour: '20000', transport: '10000', days: '9', total: 245_000 },
    ];
    for (const [index, price] of prices.entries()) {
      const page = await newPage(index === 0 ? DESKTOP : PHONE);
      await page.goto(`${stack.gatewayUrl}${bidPaths[index]}`);
      await page.getByTestId('bid-form').waitFor();
      // The builder sees the brief and the budget, never the exhibitor's e-mail.
      expect(await page.getByText('₹2,50,000').first().isVisible()).toBe(true);
      expect(await page.content()).not.toContain(EXHIBITOR_EMAIL);
      await page.getByLabel('Structure (₹)').fill(price.structure);
      await page.getByLabel('Graphics (₹)').fill(price.graphics);
      await page.getByLabel('Furniture (₹)').fill(price.furniture);
      await page.getByLabel('AV and electrical (₹)').fill(price.avElectrical);
      await page.getByLabel('Labour (₹)').fill(price.labour);
      await page.getByLabel('Transport (₹)').fill(price.transport);
      await page.getByLabel('Timeline (days)').fill(price.days);
      await page.getByLabel('Price valid until').fill(addDays(utcToday(), 30));
      expect(await page.getByTestId('bid-live-total').textContent()).toContain(formatInr(price.total));
      await page.getByRole('button', { name: 'Submit bid' }).click();
      await expect.poll(() => page.getByTestId('bid-saved').textContent()).toContain('Bid submitted');
      if (index === 1) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `bid-page`);
    }

    // The comparison: both bids beside StallPlan's estimate of the same design, cheapest and fastest marked.
    await exhibitor.goto(`${stack.gatewayUrl}${comparePath}`);
    await exhibitor.getByTestId('estimate-column').waitFor();
    const columns = exhibitor.locator('[data-testid^="bid-column-"]');
    expect(await columns.count()).toBe(2);
    const estimate = stallEstimateBidLines(calculateStallCost(PLAN.stallDesign)).total;
    expect(await exhibitor.getByTestId('estimate-total').textContent()).toContain(formatInr(estimate));
    const comparison = await api<{ data: { bids: Array<{ id: string; vendorId: string; total: number }> } }>('GET', `/api${comparePath}`);
    expect(comparison.status).toBe(200);
    const winningBid = comparison.body.data.bids.find((entry) => entry.vendorId === winner.id)!;
    const losingBid = comparison.body.data.bids.find((entry) => entry.vendorId === loser.id)!;
    expect(await exhibitor.getByTestId(`bid-total-${winningBid.id}`).textContent()).toContain(formatInr(265_000));
    expect(await exhibitor.getByTestId(`bid-total-${losingBid.id}`).textContent()).toContain(formatInr(245_000));
    // The loser's bid is both cheaper and faster.
    expect(await exhibitor.getByTestId(`bid-column-${losingBid.id}`).getByTestId('badge-cheapest').count()).toBe(1);
    expect(await exhibitor.getByTestId(`bid-column-${losingBid.id}`).getByTestId('badge-fastest').count()).toBe(1);
    await screenshot(exhibitor, 'brief-comparison');

    // Award the dearer, slower one (the exhibitor's call): the winner is told, and so, politely, is the other bidder.
    await exhibitor.getByTestId(`award-${winningBid.id}`).click();
    await exhibitor.getByTestId('confirm-award').click();
    await exhibitor.getByTestId(`bid-column-${winningBid.id}`).getByTestId('badge-awarded').waitFor();
    await exhibitor
      .getByRole('region', { name: /Notifications/ })
      .getByText(`Your plan now prices the stall at ${formatInr(265_000)}, the awarded bid.`, { exact: false })
      .waitFor();

    expect((await mailTo(winner.email, 'bid-awarded')).text).toContain(EXHIBITOR_EMAIL);
    const lost = await mailTo(loser.email, 'bid-not-awarded');
    expect(lost.text).not.toContain(EXHIBITOR_EMAIL);
    expect(await exhibitor.getByTestId('review-later').isVisible()).toBe(true);

    // The plan that sent the brief, in this browser, now has the winner as its builder at the bid's
    // price: the card says so, and the final quote prices the stall by it, named a bid.
    // In the same tab: a new tab of this context would be seeded with the plan afresh.
    await exhibitor.goto(stack.gatewayUrl);
    const winnerCard = exhibitor.getByTestId('vendor-card').filter({ hasText: winner.name });
    await expect.poll(() => winnerCard.getByTestId('quote-price').textContent()).toBe(`Awarded bid ${formatInr(265_000)}`);
    for (let step = 3; step < 7; step += 1) await pressNextStep(exhibitor);
    await exhibitor.getByTestId('quote-grand-total').waitFor();
    expect(await exhibitor.getByTestId('quote-category-total-stall').textContent()).toContain(formatInr(265_000));
    const builderLine = (await exhibitor.getByTestId('quote-line-builder').textContent()) ?? '';
    expect(builderLine).toContain(`Stall design and build by ${winner.name}`);
    expect(builderLine).toContain('Awarded bid; replaces the design estimate');
    expect(await exhibitor.getByTestId('stall-pricing-builder-kind').textContent()).toBe('Awarded bid');
    expect(await exhibitor.getByRole('radio', { name: new RegExp(winner.name) }).isChecked()).toBe(true);
    await screenshot(exhibitor, 'awarded-bid-in-quote');
    await exhibitor.goto(`${stack.gatewayUrl}${comparePath}`);
    await exhibitor.getByTestId('review-later').waitFor();
    const { body: silentOutbox } = await api<{ data: OutboxMessage[] }>('GET', '/api/admin/outbox?limit=100', undefined, true);
    expect(silentOutbox.data.some((message) => message.kind === 'bid-not-awarded' && message.to.some((to) => to.includes(silent.email)))).toBe(false);

    // The losing builder's link now shows the brief closed.
    const loserPage = await newPage();
    await loserPage.goto(`${stack.gatewayUrl}${bidPaths[1]}`);
    await loserPage.getByTestId('bid-awarded-notice').waitFor();

    // A forged link and an expired one say only that the link is not valid.
    await loserPage.goto(`${stack.gatewayUrl}/bid/${randomBytes(32).toString('base64url')}`);
    await loserPage.getByRole('heading', { name: INVALID_LINK_MESSAGE }).waitFor();
    const briefs = mongo.db('catalog').collection('briefs');
    const { data: brief } = (await api<{ data: { brief: { briefId: string } } }>('GET', `/api${comparePath}`)).body;
    await briefs.updateOne({ _id: new ObjectId(brief.brief.briefId) }, { $set: { bidsCloseAt: new Date(Date.now() - 60_000) } });
    await loserPage.goto(`${stack.gatewayUrl}${bidPaths[2]}`);
    await loserPage.getByRole('heading', { name: INVALID_LINK_MESSAGE }).waitFor();
    // And an exhibitor's link used as a bid link, or the other way round, is just as invalid.
    expect((await api('GET', `/api/bids${comparePath.slice('/briefs'.length)}`)).status).toBe(401);
    expect((await api('GET', `/api/briefs${bidPaths[0]!.slice('/bid'.length)}`)).status).toBe(401);

    // After the show (time passing stands in as a change to the record), the exhibitor reviews the builder.
    const scoreBefore = await matchScoreOf(winner);
    const yesterday = addDays(utcToday(), -1);
    await briefs.updateOne({ _id: new ObjectId(brief.brief.briefId) }, { $set: { 'event.startDate': addDays(yesterday, -2), 'event.endDate': yesterday } });
    await exhibitor.reload();
    const form = exhibitor.getByTestId('review-form');
    await form.waitFor();
    for (const criterion of ['design', 'workmanship', 'timeliness', 'cost']) {
      await exhibitor
        .getByTestId(`rating-${criterion}`)
        .getByLabel(criterion === 'cost' ? '4 stars' : '5 stars')
        .check();
    }
    await form.getByLabel('Your review').fill('Built to the drawing, on time, and the backlit fascia drew visitors all three days.');
    await form.getByRole('button', { name: 'Send review' }).click();
    await exhibitor.getByTestId('submitted-review').waitFor();
    expect(await exhibitor.getByTestId('submitted-review').textContent()).toMatch(/pending|checked/i);

    // Not on the profile until the admin approves it.
    const reviews = () => api<{ data: { summary: { count: number; overall: number | null } } }>('GET', `/api/vendors/${winner.id}/reviews`);
    expect((await reviews()).body.data.summary.count).toBe(0);
    expect(await matchScoreOf(winner)).toBe(scoreBefore);

    const admin = await newPage(DESKTOP, true);
    await admin.goto(`${stack.gatewayUrl}/admin/reviews`);
    const pending = (await api<{ data: Array<{ id: string; vendorId: string }> }>('GET', '/api/admin/reviews?status=pending', undefined, true)).body.data.find(
      (entry) => entry.vendorId === winner.id,
    )!;
    await admin.getByTestId(`review-card-${pending.id}`).waitFor();
    await screenshot(admin, 'admin-reviews');
    await admin.getByTestId(`approve-review-${pending.id}`).click();
    // (5 + 5 + 5 + 4) / 4 = 4.75 → 4.8.
    await expect.poll(async () => (await reviews()).body.data.summary).toMatchObject({ count: 1, overall: 4.8 });
    expect(await matchScoreOf(winner)).toBeGreaterThan(scoreBefore);

    // The profile now shows the verified review.
    const planner = await browser.newContext({ viewport: DESKTOP });
    contexts.push(planner);
    await seedPlan(planner, PLAN);
    const step3 = await planner.newPage();
    await step3.goto(stack.gatewayUrl);
    await step3.getByRole('button', { name: `View ${winner.name}` }).click();
    await step3.getByRole('button', { name: 'View Full Profile' }).click();
    const profile = step3.getByRole('dialog');
    await profile.getByTestId('verified-reviews').waitFor({ timeout: 10_000 });
    expect(await profile.getByTestId('review-summary').textContent()).toContain('1');
    expect(await profile.textContent()).toContain('backlit fascia drew visitors');

    // The admin's briefs and bids lists, on a desktop and a phone.
    await admin.goto(`${stack.gatewayUrl}/admin/briefs`);
    await admin.getByTestId(`brief-row-${brief.brief.briefId}`).waitFor();
    await screenshot(admin, 'admin-briefs');
    const phoneAdmin = await newPage(PHONE, true);
    for (const path of ['/admin/briefs', '/admin/reviews?status=all']) {
      await phoneAdmin.goto(`${stack.gatewayUrl}${path}`);
      await phoneAdmin.waitForLoadState('networkidle');
      expect(await phoneAdmin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(phoneAdmin, path.includes('briefs') ? 'admin-briefs' : 'admin-reviews');
    }
  });
});
