import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createServer, loadConfig, signAdminToken, signServiceToken, SERVICE_TOKEN_HEADER } from '@stallplan/service-kit';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import notifyApp from '../src/app.js';
import { notifyConfigSchema } from '../src/config.js';

export const TEST_ADMIN_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const TEST_SERVICE_SECRET = 'test-service-secret-long-enough-0123456789';

const appContexts = new WeakMap<FastifyInstance, FastifyInstance>();

/**
 * The notify app's models and outbox, which its encapsulated context keeps from the server: for
 * tests that check what was stored or make the store fail.
 */
export function notifyInternals(server: FastifyInstance): Pick<FastifyInstance, 'models' | 'outbox' | 'integrations' | 'redis'> {
  const context = appContexts.get(server);
  if (!context) throw new Error('This server was not built by buildNotify.');
  return context;
}

/**
 * Builds the notify app against the test run's real infrastructure, with a database, a queue
 * and Redis keys of its own, and retries fast enough for a test. `prepare` sees the bare server
 * before the app registers (to watch its routes, say).
 */
export async function buildNotify(env: Record<string, string> = {}, prepare?: (server: FastifyInstance) => void): Promise<FastifyInstance> {
  const suffix = randomBytes(4).toString('hex');
  const config = loadConfig('notify', notifyConfigSchema, {
    NODE_ENV: 'test',
    MONGO_URL: inject('mongoUrl'),
    MONGO_DB: uniqueDbName('notify'),
    REDIS_URL: inject('redisUrl'),
    ADMIN_TOKEN_SECRET: TEST_ADMIN_SECRET,
    SERVICE_TOKEN_SECRET: TEST_SERVICE_SECRET,
    MAIL_QUEUE: `mail-${suffix}`,
    INTEGRATION_EVENTS_QUEUE: `integration-events-${suffix}`,
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1,localhost',
    REDIS_PREFIX: `notify-test-${suffix}`,
    MAIL_BACKOFF_MS: '100',
    SMTP_TIMEOUT_MS: '2000',
    ...env,
  });
  const server = createServer({ service: 'notify', logger: false });
  prepare?.(server);
  // The first context registered from here on is the notify app's own; remember it for notifyInternals.
  server.addHook('onRegister', (instance) => {
    if (!appContexts.has(server)) appContexts.set(server, instance);
  });
  await server.register(notifyApp, { config });
  await server.ready();
  return server;
}

export async function adminHeaders(): Promise<Record<string, string>> {
  const { token } = await signAdminToken(TEST_ADMIN_SECRET);
  return { 'x-admin-token': token };
}

/** What catalog (or another service) sends with its calls to notify's internal routes: a service token addressed to notify. */
export async function serviceHeaders(issuer = 'catalog'): Promise<Record<string, string>> {
  const { token } = await signServiceToken({ secret: TEST_SERVICE_SECRET, issuer, audience: 'notify' });
  return { [SERVICE_TOKEN_HEADER]: token };
}

/** Polls until `check` returns a value (not undefined) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A complete enquiry with unique vendor and client addresses. */
export function enquiryPayload(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(3).toString('hex');
  return {
    companyName: `Acme ${tag}`,
    yourName: 'Asha Rao',
    mobileNumber: '+91 98765 43210',
    emailAddress: `asha-${tag}@client.example`,
    exhibitionName: 'India Tech Expo',
    companyIndustry: 'Electronics',
    departureCity: 'Mumbai',
    arrivalCity: 'New Delhi',
    eventType: 'tech',
    venueType: 'exhibition_hall',
    exhibitionStartDate: '2026-09-10',
    exhibitionEndDate: '2026-09-12',
    boothArea: 36,
    boothUnit: 'sqm',
    position: 'corner',
    boothType: 'raw_space',
    wallType: { type: 'octonorm', cost: 306000 },
    flooring: [{ type: 'carpeting', cost: 12600 }],
    vendorName: 'Bright Booths',
    vendorEmail: `vendor-${tag}@vendor.example`,
    ...overrides,
  };
}

/** Waits until no message in the outbox is still waiting to be sent. */
export async function outboxSettled(app: FastifyInstance): Promise<void> {
  const headers = await adminHeaders();
  await eventually(async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox?status=queued&limit=1', headers });
    return res.json().total === 0 ? true : undefined;
  });
}
