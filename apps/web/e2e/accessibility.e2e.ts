import { createApiClient, type ApiClient } from '@stallplan/contracts';
import { MongoClient } from 'mongodb';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { MY_PLANS_SESSION_KEY } from '../src/my-plans/my-plans-session.js';
import { checkAccessibility, focusRingContrast } from './accessibility.js';
import { SCREENS, type ScreenKit } from './accessibility-screens.js';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE } from './screenshots.js';
import { samplePlan, seedPlan } from './seed-plan.js';
import { startTestStack } from './stack.js';

const RUN = Date.now().toString(36);
const TOKEN_KEY = 'stallplan.adminToken';
type Viewport = { width: number; height: number };

describe('accessibility: WCAG 2.0 and 2.1, A and AA, on every screen at 1280 and 390 px', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let browser: Browser;
  let api: ApiClient;
  let mongo: MongoClient;
  let adminToken = '';
  const made = new Map<string, Promise<unknown>>();
  const undo: Array<() => Promise<unknown>> = [];
  let contexts: BrowserContext[] = [];

  function kitAt(viewport: Viewport): ScreenKit {
    return {
      baseUrl: stack.gatewayUrl,
      api,
      catalog: mongo.db('catalog'),
      run: RUN,
      newPage: async ({ plan, admin = false, myPlans } = {}) => {
        const context = await browser.newContext({ viewport });
        contexts.push(context);
        if (plan) await seedPlan(context, plan);
        if (admin) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, adminToken] as const);
        if (myPlans)
          await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [MY_PLANS_SESSION_KEY, JSON.stringify(myPlans)] as const);
        return context.newPage();
      },
      once: <T>(key: string, make: () => Promise<T>) => {
        if (!made.has(key)) made.set(key, make());
        return made.get(key) as Promise<T>;
      },
      afterRun: (step) => void undo.push(step),
    };
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    mongo = await MongoClient.connect(inject('mongoUrl'));
    api = createApiClient({ baseUrl: stack.gatewayUrl, adminToken: () => adminToken });
    // One login for the whole file: the gateway allows five a minute per client.
    const login = await api.adminLogin({ body: { password: stack.secrets.adminPassword } });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
    adminToken = login.body.data.token;
  });

  afterEach(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });

  afterAll(async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    await browser?.close();
    await mongo?.close();
    await stack?.cleanup();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    describe(`at ${viewport.width} px`, () => {
      for (const screen of SCREENS) {
        it(screen.name, async () => {
          const page = await screen.open(kitAt(viewport));
          await checkAccessibility(page, screen.name);
          await screen.leave?.(page);
        });
      }

      it("shows the planner's buttons, focused from the keyboard, with a ring of 3:1 against the page", async () => {
        const page = await kitAt(viewport).newPage({ plan: samplePlan(2) });
        await page.goto(stack.gatewayUrl);
        await page.getByRole('heading', { level: 2, name: /Stall Design/ }).waitFor();
        for (const name of ['Previous', 'Next Step', 'Save plan']) {
          const button = page.getByRole('button', { name, exact: true });
          const ring = await focusRingContrast(page, button);
          expect(ring.focusVisible, `${name}: the ring shows for the keyboard`).toBe(true);
          expect(ring.ratio, `${name}: ${ring.ring} ring on ${ring.behind}`).toBeGreaterThanOrEqual(3);
        }
      });
    });
  }
});
