import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createServer, loadConfig } from '@stallplan/service-kit';
import type {} from '@stallplan/dev-stack/test-infra';
import gatewayApp, { gatewayServerOptions } from '../src/app.js';
import { gatewayConfigSchema } from '../src/config.js';

export const TEST_ADMIN_PASSWORD = 'a-long-enough-test-password';
export const TEST_ADMIN_SECRET = 'gateway-test-secret-that-is-long-enough-42';
export const TEST_SERVICE_SECRET = 'gateway-test-service-secret-long-enough-42';

/** A client address of its own, so rate-limit counters in the shared Redis never collide between tests. */
export function uniqueClientIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** A built web app stand-in: an index page and one hashed asset. */
export function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stallplan-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>StallPlan</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("stallplan")');
  return dir;
}

export async function buildGateway(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig('gateway', gatewayConfigSchema, {
    NODE_ENV: 'test',
    REDIS_URL: inject('redisUrl'),
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ADMIN_TOKEN_SECRET: TEST_ADMIN_SECRET,
    SERVICE_TOKEN_SECRET: TEST_SERVICE_SECRET,
    WEB_DIST: join(tmpdir(), 'stallplan-no-web-build'),
    ...env,
  });
  const server = createServer({ service: 'gateway', logger: false, ...gatewayServerOptions(config) });
  await server.register(gatewayApp, { config });
  await server.ready();
  return server;
}

export async function loginToken(gateway: FastifyInstance): Promise<string> {
  const res = await gateway.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: TEST_ADMIN_PASSWORD },
    remoteAddress: uniqueClientIp(),
  });
  return res.json<{ data: { token: string } }>().data.token;
}
