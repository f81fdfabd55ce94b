import { describe, expect, it } from 'vitest';
import { loadConfig } from '@stallplan/service-kit';
import { notifyConfigSchema } from '../../src/config.js';

const base = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
  ADMIN_TOKEN_SECRET: 'admin-secret-that-is-long-enough-0123456789',
  SERVICE_TOKEN_SECRET: 'service-secret-that-is-long-enough-012345678',
};

describe("notify's webhook settings", () => {
  it('default to 30 s retries for 24 hours, a 10 s timeout and no allowed hosts', () => {
    const config = loadConfig('notify', notifyConfigSchema, { ...base, NODE_ENV: 'production' });
    expect(config).toMatchObject({
      WEBHOOK_ALLOWED_HOSTS: [],
      WEBHOOK_RETRY_BASE_MS: 30_000,
      WEBHOOK_RETRY_WINDOW_MS: 86_400_000,
      WEBHOOK_TIMEOUT_MS: 10_000,
      INTEGRATION_EVENTS_QUEUE: 'integration-events',
    });
  });

  it('read the allowed hosts as a list, outside production', () => {
    const config = loadConfig('notify', notifyConfigSchema, { ...base, NODE_ENV: 'development', WEBHOOK_ALLOWED_HOSTS: ' 127.0.0.1, LocalHost ,' });
    expect(config.WEBHOOK_ALLOWED_HOSTS).toEqual(['127.0.0.1', 'localhost']);
  });

  it('refuse to start in production with allowed hosts, naming the variable', () => {
    expect(() => loadConfig('notify', notifyConfigSchema, { ...base, NODE_ENV: 'production', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' })).toThrow(
      /WEBHOOK_ALLOWED_HOSTS/,
    );
  });
});
