import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** Whether path is a file this process may execute. */
export async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable called name on PATH, else the first existing fallback, else undefined. */
export async function findExecutable(name: string, fallbacks: string[] = []): Promise<string | undefined> {
  const dirs = (process.env['PATH'] ?? '').split(delimiter).filter(Boolean);
  for (const candidate of [...dirs.map((dir) => join(dir, name)), ...fallbacks]) {
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** Debian's redis-server, wherever PATH has it. */
export async function redisServerPath(): Promise<string> {
  return (await findExecutable('redis-server', ['/usr/bin/redis-server', '/usr/sbin/redis-server'])) ?? 'redis-server';
}

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
