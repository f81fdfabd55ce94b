import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@stallplan/service-kit';
import { contentConfigSchema } from '../src/config.js';

const required = { MONGO_URL: 'mongodb://127.0.0.1:27017/', REDIS_URL: 'redis://127.0.0.1:6379', ADMIN_TOKEN_SECRET: 'x'.repeat(40) };
const seed = (env: Record<string, string>) => loadConfig('content', contentConfigSchema, { ...required, ...env }).SEED_DEMO_DATA;

describe('content config', () => {
  it('seeds demo data by default in development only', () => {
    expect(seed({})).toBe(true);
    expect(seed({ NODE_ENV: 'development' })).toBe(true);
    expect(seed({ NODE_ENV: 'test' })).toBe(false);
    expect(seed({ NODE_ENV: 'production' })).toBe(false);
  });

  it('reads SEED_DEMO_DATA from its text, blank counting as unset', () => {
    expect(seed({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' })).toBe(true);
    expect(seed({ NODE_ENV: 'production', SEED_DEMO_DATA: '1' })).toBe(true);
    expect(seed({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' })).toBe(false);
    expect(seed({ NODE_ENV: 'development', SEED_DEMO_DATA: 'no' })).toBe(false);
    expect(seed({ NODE_ENV: 'development', SEED_DEMO_DATA: ' ' })).toBe(true);
  });

  it('stops start-up on a value that is not yes or no, naming the variable', () => {
    expect(() => seed({ SEED_DEMO_DATA: 'maybe' })).toThrow(ConfigError);
    expect(() => seed({ SEED_DEMO_DATA: 'maybe' })).toThrow('SEED_DEMO_DATA: must be true or false');
  });
});
