import { createApiClient } from '@stallplan/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { sampleEventDetails } from './seed-plan.js';
import { startTestStack } from './stack.js';

const RUN = Date.now().toString(36);
const STRANGER = `not-me+${RUN}@example.com`;

describe('"not me": stopping mail to an address someone typed', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let adminToken = '';
  let api: ReturnType<typeof createApiClient>;
  let stopPath = '';
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    api = createApiClient({ baseUrl: stack.gatewayUrl, adminToken: () => adminToken });
    const login = await api.adminLogin({ body: { password: stack.secrets.adminPassword } });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
    adminToken = login.body.data.token;
    const created = await api.createPlan({
      body: { content: { eventDetails: sampleEventDetails({ emailAddress: STRANGER, exhibitionName: `Stop Expo ${RUN}` }), step: 1, furthestStep: 1 } },
    });
    if (created.status !== 201) throw new Error(`saving the plan failed: ${JSON.stringify(created.body)}`);
    for (let attempt = 0; attempt < 50 && !stopPath; attempt += 1) {
      const outbox = await api.listOutbox({ query: { limit: 100 } });
      const mail = outbox.status === 200 ? outbox.body.data.find((message) => message.to.some((to) => to.includes(STRANGER))) : undefined;
      stopPath = (mail && /\/mail\/stop\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0]) ?? '';
      if (!stopPath) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!stopPath) throw new Error('the saved-plan mail carried no stop link');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.cleanup();
  });

  it('asks before it stops anything, then stops all mail to the address; on a phone without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}${stopPath}`);
    await page.getByRole('heading', { level: 1, name: 'Stop mail from StallPlan?' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'mail-stop-phone');

    await page.getByRole('button', { name: 'Stop all mail to this address' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mail stopped' }).waitFor();
    await page.getByText('StallPlan will send no more mail to this address.').waitFor();

    // Asked for now, a sign-in link for the address is not mailed.
    const asked = await api.requestSignInLink({ body: { email: STRANGER } });
    expect(asked.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const outbox = await api.listOutbox({ query: { limit: 100 } });
    const kinds =
      outbox.status === 200 ? outbox.body.data.filter((message) => message.to.some((to) => to.includes(STRANGER))).map((message) => message.kind) : [];
    expect(kinds).toEqual(['plan-saved']);
  });

  it('says a link that is not one of ours is not valid', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/mail/stop/${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Stop all mail to this address' }).click();
    await page.getByTestId('invalid-link').waitFor();
    await page.goto(`${stack.gatewayUrl}/mail/stop/short`);
    await page.getByTestId('invalid-link').waitFor();
  });
});
