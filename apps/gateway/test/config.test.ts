import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@stallplan/service-kit';
import { gatewayConfigSchema } from '../src/config.js';

const base = { REDIS_URL: 'redis://127.0.0.1:6379', ADMIN_TOKEN_SECRET: 'x'.repeat(40), SERVICE_TOKEN_SECRET: 's'.repeat(40) };

describe('gateway config', () => {
  it('refuses to start in production without an admin password of at least 12 characters', () => {
    expect(() => loadConfig('gateway', gatewayConfigSchema, { ...base, NODE_ENV: 'production' })).toThrow(
      /ADMIN_PASSWORD: must be set to at least 12 characters in production/,
    );
    expect(() => loadConfig('gateway', gatewayConfigSchema, { ...base, NODE_ENV: 'production', ADMIN_PASSWORD: 'short' })).toThrow(ConfigError);
    const ok = loadConfig('gateway', gatewayConfigSchema, { ...base, NODE_ENV: 'production', ADMIN_PASSWORD: 'twelve-chars' });
    expect(ok.ADMIN_PASSWORD).toBe('twelve-chars');
  });

  it('makes up a password in development and says so', () => {
    const config = loadConfig('gateway', gatewayConfigSchema, { ...base, NODE_ENV: 'development' });
    expect(config.adminPasswordGenerated).toBe(true);
    expect(config.ADMIN_PASSWORD.length).toBeGreaterThanOrEqual(16);
  });

  it('lets a client have two uploads in flight unless configured, and refuses a cap that is not a positive whole number', () => {
    expect(loadConfig('gateway', gatewayConfigSchema, base).UPLOAD_CONCURRENCY_PER_CLIENT).toBe(2);
    expect(loadConfig('gateway', gatewayConfigSchema, { ...base, UPLOAD_CONCURRENCY_PER_CLIENT: '4' }).UPLOAD_CONCURRENCY_PER_CLIENT).toBe(4);
    expect(() => loadConfig('gateway', gatewayConfigSchema, { ...base, UPLOAD_CONCURRENCY_PER_CLIENT: '0' })).toThrow(/UPLOAD_CONCURRENCY_PER_CLIENT/);
    expect(() => loadConfig('gateway', gatewayConfigSchema, { ...base, UPLOAD_CONCURRENCY_PER_CLIENT: '1.5' })).toThrow(/UPLOAD_CONCURRENCY_PER_CLIENT/);
  });

  it('reads one or several comma-separated addresses per service, and names a bad one', () => {
    expect(loadConfig('gateway', gatewayConfigSchema, base).TRAVEL_URL).toEqual(['http://127.0.0.1:5103']);
    const config = loadConfig('gateway', gatewayConfigSchema, { ...base, TRAVEL_URL: 'http://travel-1:5103, http://travel-2:5103' });
    expect(config.TRAVEL_URL).toEqual(['http://travel-1:5103', 'http://travel-2:5103']);
    expect(() => loadConfig('gateway', gatewayConfigSchema, { ...base, TRAVEL_URL: 'http://travel-1:5103,travel-2' })).toThrow(
      'TRAVEL_URL: "travel-2" is not a URL (expected http(s) base URLs separated by commas)',
    );
  });

  it('names a missing variable', () => {
    expect(() => loadConfig('gateway', gatewayConfigSchema, { ADMIN_TOKEN_SECRET: 'x'.repeat(40), SERVICE_TOKEN_SECRET: 's'.repeat(40) })).toThrow(
      'gateway cannot start: REDIS_URL is required',
    );
  });
});
