import { existsSync } from 'node:fs';
import { DevStackError } from '../dev-stack-error.js';
import { envValue } from '../env-value.js';
import { type LogLine, silentLog } from '../log-line.js';
import { runCommand } from '../run-command.js';
import { DEFAULT_CHROMIUM_PATH, findExecutable } from './find-executable.js';
import { findPostgresBinaries } from './ensure-postgres.js';
import { JEMALLOC_PATHS } from '../service-node-flags.js';

export interface EnsureAptPackagesOptions {
  /** Whether Redis is needed; defaults to true unless REDIS_URL is set. */
  redis?: boolean;
  /** Whether Chromium (and fonts for the PDFs) is needed; defaults to true unless CHROMIUM_PATH is set. */
  chromium?: boolean;
  /** Whether PostgreSQL, the embedded store under FerretDB, is needed; defaults to true unless MONGO_URL is set. */
  postgres?: boolean;
  log?: LogLine;
}

let aptUpdated = false;

/** Which Debian packages are missing for what the caller needs. */
export async function missingAptPackages(options: { redis: boolean; chromium: boolean; postgres?: boolean }): Promise<string[]> {
  const missing: string[] = [];
  if (options.postgres && !(await findPostgresBinaries())) missing.push('postgresql');
  if (options.redis && !(await findExecutable('redis-server', ['/usr/bin/redis-server']))) missing.push('redis-server');
  if (options.chromium && !existsSync(DEFAULT_CHROMIUM_PATH)) missing.push('chromium', 'fonts-noto-core');
  // The services' allocator (service-node-flags.ts); Debian's redis-server brings it too.
  if (!JEMALLOC_PATHS.some((path) => existsSync(path)) && !missing.includes('redis-server')) missing.push('libjemalloc2');
  return missing;
}

/** How to run apt-get: directly as root, through password-less sudo, or not at all. */
async function aptCommandPrefix(): Promise<string[] | undefined> {
  if (process.getuid?.() === 0) return [];
  const sudo = await findExecutable('sudo');
  if (sudo && (await runCommand(sudo, ['-n', 'true'], { log: { source: 'apt', line: silentLog } })) === 0) return [sudo, '-n'];
  return undefined;
}

/**
 * Installs Debian's redis-server, postgresql (the embedded store under FerretDB) and chromium
 * (with fonts-noto-core for the PDFs) when they are missing. Debian may start a redis service of its own after installing; that one is left alone
 * (ours listens on its own port with its own data directory).
 */
export async function ensureAptPackages(options: EnsureAptPackagesOptions = {}): Promise<void> {
  const log = options.log ?? silentLog;
  const missing = await missingAptPackages({
    redis: options.redis ?? !envValue(process.env, 'REDIS_URL'),
    chromium: options.chromium ?? !envValue(process.env, 'CHROMIUM_PATH'),
    postgres: options.postgres ?? !envValue(process.env, 'MONGO_URL'),
  });
  if (missing.length === 0) return;

  const installHint =
    `Install them with \`sudo apt-get install -y --no-install-recommends ${missing.join(' ')}\`` +
    ' (or set REDIS_URL / MONGO_URL / CHROMIUM_PATH to ones you already have).';
  const aptGet = await findExecutable('apt-get');
  const prefix = aptGet ? await aptCommandPrefix() : undefined;
  if (!aptGet || !prefix) {
    throw new DevStackError(`Missing system packages: ${missing.join(', ')}. ${installHint}`);
  }

  log('stack', `installing ${missing.join(', ')} with apt-get (first run only)...`);
  const [command, ...leading] = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', aptGet];
  const run = (args: string[]): Promise<number> =>
    runCommand(command ?? aptGet, [...leading, '-o', 'DPkg::Lock::Timeout=300', ...args], { log: { source: 'apt', line: log } });

  if (!aptUpdated) {
    if ((await run(['update'])) !== 0) throw new DevStackError(`apt-get update failed. ${installHint}`);
    aptUpdated = true;
  }
  if ((await run(['install', '-y', '--no-install-recommends', ...missing])) !== 0) {
    throw new DevStackError(`apt-get install ${missing.join(' ')} failed. ${installHint}`);
  }
}
