import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { createConnection } from 'node:net';
import { awaitReady } from './await-ready.js';
import { DevStackError } from './dev-stack-error.js';
import { findFreePort } from './find-free-port.js';
import type { InfraHandle } from './infra-handle.js';
import { postgresBinaries, postgresRunAs, type PostgresBinaries } from './install/ensure-postgres.js';
import { type LogLine, silentLog } from './log-line.js';
import { spawnManaged } from './managed-process.js';
import { repoRoot } from './repo-root.js';
import { runCommand } from './run-command.js';
import { sleep } from './sleep.js';

/** The role FerretDB connects as (trust on loopback only) and the database its collections live in. */
export const POSTGRES_ROLE = 'ferret';
export const FERRETDB_DATABASE = 'ferretdb';

export interface StartPostgresOptions {
  /** The cluster lives in `<dataDir>/pgdata`; made with initdb on first start. */
  dataDir: string;
  /** 0 or undefined picks a free port. */
  port?: number;
  /**
   * false for throwaway test clusters: no fsync, so a test run does not wait on the disk. The
   * default keeps every commit on disk but lets commits return before the flush (a crash loses at
   * most the last fraction of a second, never consistency).
   */
  durable?: boolean;
  log?: LogLine;
  ownProcessGroup?: boolean;
  readyTimeoutMs?: number;
  signal?: AbortSignal;
}

export interface PostgresHandle extends InfraHandle {
  /** libpq URL of the FerretDB database. */
  databaseUrl: string;
}

/** Runs one of PostgreSQL's programs; initdb, like the server, as the postgres user when we are root. */
async function run(binaries: PostgresBinaries, tool: keyof PostgresBinaries, args: string[], log: LogLine, cwd: string): Promise<number> {
  const runAs = tool === 'initdb' ? await postgresRunAs() : undefined;
  return runCommand(binaries[tool], args, { cwd, log: { source: 'postgres', line: log }, ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}) });
}

/**
 * Makes sure the postgres user can reach dir. A directory made for one run under the system's
 * temporary folder (mkdtemp makes them 0700) gets search permission for others, never listing;
 * anywhere else the launcher changes nothing and says which directory is in the way.
 */
async function openPathFor(dir: string): Promise<void> {
  const temp = resolve(tmpdir());
  for (let current = dirname(dir); current !== dirname(current); current = dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) !== 0) continue;
    if (!current.startsWith(temp + sep)) {
      throw new DevStackError(
        `The embedded store runs PostgreSQL as the postgres user, which cannot enter ${current}. ` +
          'Keep the checkout where other users may pass through (chmod o+x on that directory), or set MONGO_URL.',
      );
    }
    await chmod(current, (mode & 0o7777) | 0o001);
  }
}

/** Resolves once something accepts TCP connections on the port. */
async function waitForPort(port: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !signal.aborted) {
    const open = await new Promise<boolean>((done) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    await sleep(100, signal);
  }
  if (!signal.aborted) throw new DevStackError(`PostgreSQL did not accept connections on port ${port} within ${timeoutMs / 1000} s.`);
}

/**
 * Starts Debian's PostgreSQL on 127.0.0.1 with its cluster under dataDir (made on first start),
 * creates FerretDB's database and applies the companion indexes (tools/ferretdb/companion-indexes.sql)
 * at every start. As root, the server runs as the `postgres` user, which PostgreSQL insists on.
 */
export async function startPostgres(options: StartPostgresOptions): Promise<PostgresHandle> {
  const log = options.log ?? silentLog;
  const binaries = await postgresBinaries();
  const runAs = await postgresRunAs();
  const dataDir = resolve(options.dataDir);
  const pgdata = join(dataDir, 'pgdata');
  await mkdir(dataDir, { recursive: true });
  if (runAs) {
    await openPathFor(dataDir);
    await chown(dataDir, runAs.uid, runAs.gid);
  }

  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    const durable = options.durable ?? true;
    // Its progress report (and its hint to start the server with pg_ctl) is shown only if it fails.
    const output: string[] = [];
    const code = await run(
      binaries,
      'initdb',
      ['-D', pgdata, '-U', POSTGRES_ROLE, '--auth=trust', '--encoding=UTF8', '--locale=C', ...(durable ? [] : ['--no-sync'])],
      (_source, line) => output.push(line),
      dataDir,
    );
    if (code !== 0) {
      for (const line of output) log('postgres', line);
      throw new DevStackError(
        `initdb could not make the embedded store's cluster in ${pgdata}` +
          (runAs ? ' (it runs as the postgres user, which must be able to reach that directory)' : '') +
          '; its output is above. Set MONGO_URL to use a MongoDB instead.',
      );
    }
  }

  const port = options.port ? options.port : await findFreePort();
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    // TCP on loopback only: a socket path under a deep directory can pass the 107-byte limit.
    unix_socket_directories: '',
    // See tools/ferretdb/companion-indexes.sql: the index matches only a plan made with the values.
    plan_cache_mode: 'force_custom_plan',
    synchronous_commit: 'off',
    max_connections: '300',
    // Small: the kernel's page cache holds what is read often anyway, and PostgreSQL's own cache
    // would stay in its processes' memory after every busy spell (docs/operations.md#memory).
    shared_buffers: '16MB',
    log_min_messages: 'warning',
    ...(options.durable === false ? { fsync: 'off', full_page_writes: 'off' } : {}),
  };
  const runAsOptions = runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
  const child = await spawnManaged({
    name: 'postgres',
    command: binaries.postgres,
    args: ['-D', pgdata, ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`])],
    cwd: dataDir,
    log,
    ownProcessGroup: options.ownProcessGroup ?? false,
    ...runAsOptions,
  });
  await awaitReady(
    child,
    async (signal) => {
      await waitForPort(port, options.readyTimeoutMs ?? 30_000, signal);
      // The port opens a moment before the server takes logins.
      for (let attempt = 0; (await run(binaries, 'pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port)], log, dataDir)) !== 0; attempt += 1) {
        if (attempt > 100 || signal.aborted) throw new DevStackError('PostgreSQL accepted connections but not logins.');
        await sleep(100, signal);
      }
      const psql = (database: string, file: string) =>
        run(
          binaries,
          'psql',
          ['-h', '127.0.0.1', '-p', String(port), '-U', POSTGRES_ROLE, '-d', database, '-X', '-q', '-o', '/dev/null', '-v', 'ON_ERROR_STOP=1', '-f', file],
          log,
          dataDir,
        );
      const scripts = join(repoRoot(), 'tools', 'ferretdb');
      if ((await psql('postgres', join(scripts, 'create-database.sql'))) !== 0) {
        throw new DevStackError(`Could not create the ${FERRETDB_DATABASE} database in the embedded PostgreSQL; its output is above.`);
      }
      const sql = join(scripts, 'companion-indexes.sql');
      if ((await psql(FERRETDB_DATABASE, sql)) !== 0) {
        throw new DevStackError(`Could not apply ${sql} to the embedded PostgreSQL; its output is above.`);
      }
    },
    options.signal,
  );
  return {
    url: `postgres://${POSTGRES_ROLE}@127.0.0.1:${port}/postgres`,
    databaseUrl: `postgres://${POSTGRES_ROLE}@127.0.0.1:${port}/${FERRETDB_DATABASE}`,
    port,
    pid: child.pid,
    exited: child.exited,
    stop: async () => {
      // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, nothing is lost.
      await child.stop(10_000, 'SIGINT');
    },
  };
}
