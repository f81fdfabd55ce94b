import { describe, expect, it } from 'vitest';
import { loadConfig } from '@stallplan/service-kit';
import { quotesConfigSchema } from '../src/config.js';
import { TEST_ADMIN_SECRET, TEST_SERVICE_SECRET } from './helper.js';

const env = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
  ADMIN_TOKEN_SECRET: TEST_ADMIN_SECRET,
  SERVICE_TOKEN_SECRET: TEST_SERVICE_SECRET,
  CATALOG_URL: 'http://127.0.0.1:5101',
};

describe('quotes config', () => {
  it('leaves rendering to quotes-worker processes unless PDF_WORKER_IN_PROCESS says true', () => {
    expect(loadConfig('quotes', quotesConfigSchema, env).PDF_WORKER_IN_PROCESS).toBe(false);
    expect(loadConfig('quotes', quotesConfigSchema, { ...env, PDF_WORKER_IN_PROCESS: '' }).PDF_WORKER_IN_PROCESS).toBe(false);
    expect(loadConfig('quotes', quotesConfigSchema, { ...env, PDF_WORKER_IN_PROCESS: 'true' }).PDF_WORKER_IN_PROCESS).toBe(true);
  });
});
