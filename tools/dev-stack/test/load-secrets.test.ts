import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets } from '../src/load-secrets.js';
import { makeTempDir, removeTempDir } from './helpers.js';

describe('loadSecrets', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await makeTempDir('secrets');
  });
  afterEach(async () => {
    await removeTempDir(dataDir);
  });

  it('creates a url-safe admin password and a 48-character token secret, readable only by the owner', async () => {
    const secrets = await loadSecrets(dataDir, {});
    expect(secrets.adminPasswordSource).toBe('created');
    expect(secrets.adminPassword).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(secrets.adminTokenSecret).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(secrets.serviceTokenSecret).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(secrets.serviceTokenSecret).not.toBe(secrets.adminTokenSecret);
    for (const file of ['admin-password', 'admin-token-secret', 'service-token-secret']) {
      expect((await stat(join(dataDir, file))).mode & 0o777).toBe(0o600);
    }
  });

  it('reuses what it stored on the next start', async () => {
    const first = await loadSecrets(dataDir, {});
    const second = await loadSecrets(dataDir, {});
    expect(second).toEqual({ ...first, adminPasswordSource: 'stored' });
  });

  it('takes ADMIN_PASSWORD, ADMIN_TOKEN_SECRET and SERVICE_TOKEN_SECRET from the environment without writing them', async () => {
    const secrets = await loadSecrets(dataDir, {
      ADMIN_PASSWORD: 'from-the-environment-1',
      ADMIN_TOKEN_SECRET: 'x'.repeat(40),
      SERVICE_TOKEN_SECRET: 'y'.repeat(40),
    });
    expect(secrets).toMatchObject({
      adminPassword: 'from-the-environment-1',
      adminPasswordSource: 'env',
      adminTokenSecret: 'x'.repeat(40),
      serviceTokenSecret: 'y'.repeat(40),
    });
    await expect(stat(join(dataDir, 'admin-password'))).rejects.toThrow();
    await expect(stat(join(dataDir, 'admin-token-secret'))).rejects.toThrow();
    await expect(stat(join(dataDir, 'service-token-secret'))).rejects.toThrow();
  });
});
