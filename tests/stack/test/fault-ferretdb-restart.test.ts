import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from '@stallplan/dev-stack';
import { adminToken, call, callOk, cleanupQuietly, createActiveVendor, eventually, type Answer } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

/** Reconnecting is the driver's job; it retries server selection every few seconds at most. */
const RECOVERY_MS = 30_000;

function isCleanError(answer: Answer): boolean {
  const body = answer.body as { success?: unknown; error?: unknown } | undefined;
  return answer.status >= 500 && answer.contentType.startsWith('application/json') && body?.success === false && typeof body.error === 'string';
}

describe('FerretDB crashing and coming back', () => {
  let stack: TestStack | undefined;
  let token = '';

  beforeAll(async () => {
    stack = await startTestStack({ ownInfra: true });
    token = await adminToken(stack);
  });
  afterAll(async () => {
    await cleanupQuietly(stack);
  });

  it('is survived by every service: reads answer again and a write after it can be read back, no service restarted', async () => {
    if (!stack) throw new Error('no stack');
    const servicePids = { ...stack.pids };
    for (const path of ['/api/blogs?limit=3', '/api/vendors']) expect((await call(stack, 'GET', path)).status).toBe(200);

    const exit = await stack.stopPart('ferretdb', 'SIGKILL');
    expect(exit.signal).toBe('SIGKILL');

    // While it is away the API answers, from memory or with a clean error, never hangs.
    for (const path of ['/api/blogs?limit=3', '/api/vendors']) {
      const answer = await call(stack, 'GET', path, { timeoutMs: 15_000 });
      expect(answer.status === 200 || isCleanError(answer), `${path}: ${answer.status} ${JSON.stringify(answer.body)}`).toBe(true);
      expect(answer.ms).toBeLessThan(10_000);
    }

    await stack.startPart('ferretdb');
    const back = Date.now();
    for (const path of ['/api/blogs?limit=3', '/api/vendors']) {
      await eventually(`${path} answers 200 again`, async () => ((await call(stack!, 'GET', path, { timeoutMs: 10_000 })).status === 200 ? true : undefined), {
        timeoutMs: RECOVERY_MS,
        intervalMs: 500,
      });
    }
    await eventually('every service is ready again', async () => ((await call(stack!, 'GET', '/api/health')).status === 200 ? true : undefined), {
      timeoutMs: RECOVERY_MS,
      intervalMs: 500,
    });
    expect(Date.now() - back).toBeLessThan(RECOVERY_MS);

    // Writes reach the database that came back, and read back through the same processes.
    const tag = randomBytes(3).toString('hex');
    const header = `After the restart ${tag}`;
    const created = await callOk<{ data: { id: string; slug: string } }>(stack, 'POST', '/api/blogs', {
      token,
      body: { header, content: 'Written once the database was back, to show that writes reach it and can be read.' },
    });
    const read = await callOk<{ data: { header: string } }>(stack, 'GET', `/api/blogs/${created.data.id}`);
    expect(read.data.header).toBe(header);
    const listed = await callOk<{ data: Array<{ id: string }> }>(stack, 'GET', `/api/blogs?search=${encodeURIComponent(tag)}`);
    expect(listed.data.map((blog) => blog.id)).toContain(created.data.id);

    const vendor = await createActiveVendor(stack, token);
    const vendors = await callOk<{ data: Array<{ id: string }> }>(stack, 'GET', '/api/vendors');
    expect(vendors.data.map((entry) => entry.id)).toContain(vendor.id);

    for (const name of [...SERVICE_NAMES, 'gateway'] as const) expect(stack.pids[name], name).toBe(servicePids[name]);
  });
});
