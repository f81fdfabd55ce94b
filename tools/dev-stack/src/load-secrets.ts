import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { envValue } from './env-value.js';

export interface StackSecrets {
  adminPassword: string;
  /** Where the password came from: the environment, or a file under the data directory. */
  adminPasswordSource: 'env' | 'created' | 'stored';
  adminPasswordFile: string;
  adminTokenSecret: string;
  /** Signs the tokens services send each other; never the admin secret. */
  serviceTokenSecret: string;
}

const MIN_PASSWORD_LENGTH = 16;
const TOKEN_SECRET_LENGTH = 48;

/** base64url of n random bytes is 4n/3 url-safe characters. */
function randomUrlSafe(length: number): string {
  return randomBytes(Math.ceil((length * 3) / 4))
    .toString('base64url')
    .slice(0, length);
}

/** Reads a secret kept in a file, or writes a new one (mode 0600) when absent or too short. */
async function loadOrCreate(path: string, minLength: number, create: () => string): Promise<{ value: string; created: boolean }> {
  try {
    const value = (await readFile(path, 'utf8')).trim();
    if (value.length >= minLength) return { value, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = create();
  await writeFile(path, `${value}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
  return { value, created: true };
}

/**
 * The admin password and the two token secrets: from ADMIN_PASSWORD / ADMIN_TOKEN_SECRET /
 * SERVICE_TOKEN_SECRET when set, else from `admin-password` / `admin-token-secret` /
 * `service-token-secret` in dataDir, generated on first use.
 */
export async function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<StackSecrets> {
  await mkdir(dataDir, { recursive: true });
  const adminPasswordFile = join(dataDir, 'admin-password');
  let adminPassword = envValue(env, 'ADMIN_PASSWORD');
  let adminPasswordSource: StackSecrets['adminPasswordSource'] = 'env';
  if (!adminPassword) {
    const stored = await loadOrCreate(adminPasswordFile, MIN_PASSWORD_LENGTH, () => randomUrlSafe(24));
    adminPassword = stored.value;
    adminPasswordSource = stored.created ? 'created' : 'stored';
  }
  const adminTokenSecret =
    envValue(env, 'ADMIN_TOKEN_SECRET') ??
    (await loadOrCreate(join(dataDir, 'admin-token-secret'), TOKEN_SECRET_LENGTH, () => randomUrlSafe(TOKEN_SECRET_LENGTH))).value;
  const serviceTokenSecret =
    envValue(env, 'SERVICE_TOKEN_SECRET') ??
    (await loadOrCreate(join(dataDir, 'service-token-secret'), TOKEN_SECRET_LENGTH, () => randomUrlSafe(TOKEN_SECRET_LENGTH))).value;
  return { adminPassword, adminPasswordSource, adminPasswordFile, adminTokenSecret, serviceTokenSecret };
}
