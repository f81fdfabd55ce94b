import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DevStackError } from '../dev-stack-error.js';
import { isExecutable } from './find-executable.js';

/** The PostgreSQL programs the launcher runs, from one installed major version. */
export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  psql: string;
  pg_isready: string;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest major version under Debian's /usr/lib/postgresql that has a server, else undefined. */
export async function findPostgresBinaries(root = DEBIAN_ROOT): Promise<PostgresBinaries | undefined> {
  let versions: string[];
  try {
    versions = (await readdir(root)).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  } catch {
    versions = [];
  }
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    const postgres = join(bin, 'postgres');
    if (!(await isExecutable(postgres))) continue;
    return { postgres, initdb: join(bin, 'initdb'), psql: join(bin, 'psql'), pg_isready: join(bin, 'pg_isready') };
  }
  return undefined;
}

/** Debian's PostgreSQL server programs; throws a sentence when the package is not installed. */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const found = await findPostgresBinaries();
  if (!found) {
    throw new DevStackError(
      "The embedded store needs Debian's PostgreSQL server: `sudo apt-get install -y --no-install-recommends postgresql` (or set MONGO_URL).",
    );
  }
  return found;
}

export interface RunAs {
  uid: number;
  gid: number;
}

let runAsCache: Promise<RunAs | undefined> | undefined;

/**
 * Who the server runs as: PostgreSQL refuses to run as root, so a root launcher runs it as the
 * `postgres` user Debian's package creates; anyone else runs it as themselves.
 */
export function postgresRunAs(): Promise<RunAs | undefined> {
  runAsCache ??= (async () => {
    if (process.getuid?.() !== 0) return undefined;
    const passwd = await readFile('/etc/passwd', 'utf8');
    const entry = passwd.split('\n').find((line) => line.startsWith('postgres:'));
    const [, , uid, gid] = entry?.split(':') ?? [];
    if (uid === undefined || gid === undefined) {
      throw new DevStackError(
        "Running as root, the embedded PostgreSQL needs the `postgres` user that Debian's postgresql package creates; install the package or set MONGO_URL.",
      );
    }
    return { uid: Number(uid), gid: Number(gid) };
  })();
  return runAsCache;
}
