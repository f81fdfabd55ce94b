import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@stallplan/service-kit';
import { catalogConfigSchema } from '../src/config.js';

const required = {
  MONGO_URL: 'mongodb://127.0.0.1:27017/',
  REDIS_URL: 'redis://127.0.0.1:6379',
  ADMIN_TOKEN_SECRET: 'a-secret-that-is-long-enough-0123456789',
  SERVICE_TOKEN_SECRET: 'a-service-secret-that-is-long-enough-0123',
  BLOB_DIR: '/var/lib/stallplan/blobs',
};

const load = (env: Record<string, string>) => loadConfig('catalog', catalogConfigSchema, { ...required, ...env });

describe('catalog config', () => {
  it('seeds the demo vendors by default in development only', () => {
    expect(load({ NODE_ENV: 'development' }).SEED_DEMO_DATA).toBe(true);
    expect(load({ NODE_ENV: 'test' }).SEED_DEMO_DATA).toBe(false);
    expect(load({ NODE_ENV: 'production' }).SEED_DEMO_DATA).toBe(false);
  });

  it('reads SEED_DEMO_DATA as text, an empty value counting as unset', () => {
    expect(load({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
    expect(load({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
    expect(load({ NODE_ENV: 'development', SEED_DEMO_DATA: '' }).SEED_DEMO_DATA).toBe(true);
  });

  it('names a bad value', () => {
    expect(() => load({ SEED_DEMO_DATA: 'sometimes' })).toThrow(ConfigError);
    expect(() => load({ SEED_DEMO_DATA: 'sometimes' })).toThrow(/SEED_DEMO_DATA: must be true or false/);
    expect(() => load({ NOTIFY_URL: 'notify:5105' })).toThrow(/NOTIFY_URL/);
  });

  it("needs a service token secret of its own, and the gateway's addresses", () => {
    expect(() => load({ SERVICE_TOKEN_SECRET: '' })).toThrow(/SERVICE_TOKEN_SECRET is required/);
    expect(() => load({ SERVICE_TOKEN_SECRET: 'short' })).toThrow(/SERVICE_TOKEN_SECRET: must be at least 32 characters/);
    expect(() => load({ SERVICE_TOKEN_SECRET: required.ADMIN_TOKEN_SECRET })).toThrow(/SERVICE_TOKEN_SECRET: must differ from ADMIN_TOKEN_SECRET/);
    expect(load({}).TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1']);
    expect(load({ TRUSTED_PROXIES: '10.0.0.0/8' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8']);
    expect(() => load({ TRUSTED_PROXIES: 'the-gateway' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('leaves notify and content optional', () => {
    const config = load({});
    expect(config.NOTIFY_URL).toBeUndefined();
    expect(config.CONTENT_URL).toBeUndefined();
    expect(load({ NOTIFY_URL: 'http://127.0.0.1:5105' }).NOTIFY_URL).toBe('http://127.0.0.1:5105');
  });

  it('reads the public address for mailed links, without a trailing slash, and the review sweep interval', () => {
    const defaults = load({});
    expect(defaults.PUBLIC_BASE_URL).toBe('http://localhost:5000');
    expect(defaults.REVIEW_INVITE_SWEEP_MS).toBe(600_000);
    expect(load({ PUBLIC_BASE_URL: 'https://stallplan.in/' }).PUBLIC_BASE_URL).toBe('https://stallplan.in');
    expect(load({ REVIEW_INVITE_SWEEP_MS: '0' }).REVIEW_INVITE_SWEEP_MS).toBe(0);
    expect(() => load({ PUBLIC_BASE_URL: 'stallplan.in' })).toThrow(/PUBLIC_BASE_URL: must be an http:\/\/ or https:\/\/ URL/);
    expect(() => load({ REVIEW_INVITE_SWEEP_MS: 'often' })).toThrow(/REVIEW_INVITE_SWEEP_MS: must be a number of milliseconds/);
    expect(() => load({ REVIEW_INVITE_SWEEP_MS: '-5' })).toThrow(/REVIEW_INVITE_SWEEP_MS: must be 0 \(off\) or more/);
  });

  it('keeps uploads in files under BLOB_DIR by default, and names what S3 lacks', () => {
    expect(load({})).toMatchObject({ BLOB_STORE: 'files', BLOB_DIR: '/var/lib/stallplan/blobs', ORPHAN_UPLOAD_SWEEP_MS: 3_600_000 });
    expect(() => load({ BLOB_DIR: '' })).toThrow(/BLOB_DIR: is required when BLOB_STORE is files \(the default\)/);
    expect(() => load({ BLOB_STORE: 's3', S3_REGION: 'ap-south-1' })).toThrow(/S3_BUCKET: is required when BLOB_STORE is s3/);
    const s3 = load({ BLOB_STORE: 's3', S3_BUCKET: 'stallplan-blobs', S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'true' });
    expect(s3).toMatchObject({ BLOB_STORE: 's3', S3_BUCKET: 'stallplan-blobs', S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: true });
    expect(load({ BLOB_STORE: 'gridfs', BLOB_DIR: '' }).BLOB_STORE).toBe('gridfs');
    expect(load({ ORPHAN_UPLOAD_SWEEP_MS: '0' }).ORPHAN_UPLOAD_SWEEP_MS).toBe(0);
    expect(() => load({ ORPHAN_UPLOAD_SWEEP_MS: 'hourly' })).toThrow(/ORPHAN_UPLOAD_SWEEP_MS: must be a number of milliseconds/);
  });
});
