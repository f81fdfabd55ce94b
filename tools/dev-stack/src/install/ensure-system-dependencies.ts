import { envValue } from '../env-value.js';
import type { LogLine } from '../log-line.js';
import { ensureAptPackages } from './ensure-apt-packages.js';
import { ensureFerretDb } from './ensure-ferretdb.js';

export interface SystemNeeds {
  ferretDb: boolean;
  redis: boolean;
  chromium: boolean;
}

/** What the launcher must provide itself, given the environment: whatever is not configured from outside. */
export function systemNeedsFromEnv(env: NodeJS.ProcessEnv = process.env): SystemNeeds {
  return {
    ferretDb: !envValue(env, 'MONGO_URL'),
    redis: !envValue(env, 'REDIS_URL'),
    chromium: !envValue(env, 'CHROMIUM_PATH'),
  };
}

/** Installs the Debian packages (PostgreSQL among them) and builds FerretDB as needed; returns the FerretDB binary path when built. */
export async function ensureSystemDependencies(needs: SystemNeeds, log: LogLine): Promise<string | undefined> {
  await ensureAptPackages({ redis: needs.redis, chromium: needs.chromium, postgres: needs.ferretDb, log });
  return needs.ferretDb ? ensureFerretDb({ log }) : undefined;
}
