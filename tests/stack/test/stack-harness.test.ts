import { gatewayHealthSchema } from '@stallplan/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestStack, type TestStack } from './stack.js';

// The fault suites stop and start infrastructure; they must never touch the run's shared FerretDB and Redis.
describe('a stack with infrastructure of its own', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ ownInfra: true });
  });
  afterAll(async () => {
    await stack?.cleanup();
  });

  it('runs its own FerretDB and Redis, apart from the shared ones', () => {
    expect(stack.infraPids.ferretdb).toBeGreaterThan(0);
    expect(stack.infraPids.redis).toBeGreaterThan(0);
    expect(stack.mongoUrl).not.toBe(inject('mongoUrl'));
    expect(stack.redisUrl).not.toBe(inject('redisUrl'));
  });

  it('answers through the gateway with every service ready', async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/health`);
    expect(response.status).toBe(200);
    const health = gatewayHealthSchema.parse(await response.json());
    expect(health.status).toBe('ready');
    expect(Object.fromEntries(Object.entries(health.services).map(([name, service]) => [name, service.status]))).toEqual({
      catalog: 'ready',
      content: 'ready',
      travel: 'ready',
      quotes: 'ready',
      notify: 'ready',
    });
  });
});
