import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assertPortFree } from './assert-port-free.js';
import { awaitReady } from './await-ready.js';
import { DevStackError } from './dev-stack-error.js';
import { envValue } from './env-value.js';
import { findFreePort } from './find-free-port.js';
import type { InfraHandle } from './infra-handle.js';
import { DEFAULT_CHROMIUM_PATH } from './install/find-executable.js';
import { loadSecrets, type StackSecrets } from './load-secrets.js';
import { type LogLine, silentLog } from './log-line.js';
import { describeExit, type ManagedProcess, type ProcessExit, spawnManaged } from './managed-process.js';
import { repoRoot } from './repo-root.js';
import { ShutdownList } from './shutdown-list.js';
import {
  DEFAULT_FERRETDB_PORT,
  DEFAULT_GATEWAY_PORT,
  DEFAULT_REDIS_PORT,
  DEFAULT_SERVICE_PORTS,
  SERVICE_NAMES,
  type ServiceName,
  serviceUrlVariable,
} from './stack-layout.js';
import { startFerretDb } from './start-ferretdb.js';
import { startRedis } from './start-redis.js';
import { waitForHttpOk } from './wait-for-http.js';
import { waitForMongo } from './wait-for-mongo.js';
import { waitForRedis } from './wait-for-redis.js';

export interface StartStackOptions {
  /** Defaults to the repository this package lives in. */
  root?: string;
  /** Secrets, FerretDB and Redis data; defaults to `<root>/.data`. */
  dataDir?: string;
  /** Defaults to env PORT, else 5000; 0 picks a free port. */
  gatewayPort?: number;
  /** Defaults to 5101..5105; 0 picks a free port. */
  servicePorts?: Partial<Record<ServiceName, number>>;
  /** An existing MongoDB; defaults to env MONGO_URL; when set, no FerretDB is started. */
  mongoUrl?: string;
  /** An existing Redis; defaults to env REDIS_URL; when set, no Redis is started. */
  redisUrl?: string;
  /** Defaults to 27027; 0 picks a free port. */
  ferretDbPort?: number;
  /** Defaults to 6390; 0 picks a free port. */
  redisPort?: number;
  ferretDbBin?: string;
  /** Added to (or, with undefined, removed from) the environment every child gets. */
  env?: Record<string, string | undefined>;
  log?: LogLine;
  /** No output at all (overrides log). */
  quiet?: boolean;
  /** How long each service may take to answer /ready (default 60 s). */
  readyTimeoutMs?: number;
  /** Start each child in its own process group so a terminal Ctrl-C reaches only the launcher (default true). */
  ownProcessGroups?: boolean;
  /** Aborting it interrupts start-up; everything started so far is stopped. */
  signal?: AbortSignal;
}

export interface UnexpectedExit {
  name: string;
  exit: ProcessExit;
  /** A sentence for the console, with the process's last output. */
  description: string;
}

/** A process of the stack that a fault test may stop and start again. */
export type StackPart = ServiceName | 'gateway' | 'ferretdb' | 'redis';

export interface StackHandle {
  gatewayUrl: string;
  serviceUrls: Record<ServiceName, string>;
  /** Each process's Prometheus endpoint (`http://127.0.0.1:<METRICS_PORT>/metrics`) by process name. */
  metricsUrls: Record<string, string>;
  mongoUrl: string;
  redisUrl: string;
  /** Process ids of the services and the gateway. */
  pids: Record<ServiceName | 'gateway', number>;
  /** Process ids of the embedded infrastructure, when started here. */
  infraPids: { ferretdb?: number; redis?: number };
  secrets: StackSecrets;
  startupMs: number;
  /** Resolves when a child exits while the stack should be running (never, if none does). */
  unexpectedExit: Promise<UnexpectedExit>;
  /** Stops the gateway, then the services, then the infrastructure; idempotent. */
  stop(): Promise<void>;
  /**
   * Stops one part as a fault would (SIGTERM, or SIGKILL for a crash) and resolves with its exit,
   * which is not reported as unexpected. FerretDB and Redis only when this stack started them.
   */
  stopPart(part: StackPart, signal?: 'SIGTERM' | 'SIGKILL'): Promise<ProcessExit>;
  /**
   * Starts a stopped part again on the same port, with the same environment and data directory,
   * and resolves once it answers; `pids` and `infraPids` then hold its new process id.
   */
  startPart(part: StackPart): Promise<void>;
}

interface RunningPart {
  pid: number;
  exited: Promise<ProcessExit>;
  /** The usual graceful stop (SIGTERM, SIGKILL after a grace period). */
  stop(): Promise<unknown>;
}

const APP_STOP_GRACE_MS = 10_000;
/** Metrics listen on loopback only: Prometheus scrapes them from this machine. */
const METRICS_HOST = '127.0.0.1';
const EXTERNAL_INFRA_TIMEOUT_MS = 30_000;

function childEnvironment(overrides: Record<string, string | undefined> | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** A free port none of `claimed` (chosen for this stack, not yet bound) already holds. */
async function unclaimedPort(claimed: Iterable<number>): Promise<number> {
  const taken = new Set(claimed);
  for (;;) {
    const port = await findFreePort();
    if (!taken.has(port)) return port;
  }
}

async function resolvePort(configured: number | undefined, fallback: number): Promise<number> {
  const port = configured ?? fallback;
  return port === 0 ? findFreePort() : port;
}

/**
 * Starts the whole application: embedded FerretDB and Redis (unless URLs are given), the five
 * services (each seeded first when it has a dist/seed.js) and the gateway, each waited for.
 */
export async function startStack(options: StartStackOptions = {}): Promise<StackHandle> {
  const startedAt = Date.now();
  const root = options.root ?? repoRoot();
  const dataDir = options.dataDir ?? join(root, '.data');
  const log = options.quiet ? silentLog : (options.log ?? silentLog);
  const env = childEnvironment(options.env);
  const ownProcessGroup = options.ownProcessGroups ?? true;
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;

  const entryPoints = {
    ...Object.fromEntries(SERVICE_NAMES.map((name) => [name, join(root, 'services', name, 'dist', 'server.js')])),
    gateway: join(root, 'apps', 'gateway', 'dist', 'server.js'),
  } as Record<ServiceName | 'gateway', string>;
  for (const [name, file] of Object.entries(entryPoints)) {
    if (!existsSync(file)) {
      throw new DevStackError(`${name} is not built (${relative(root, file)} is missing); run \`npm run build\` first.`);
    }
  }

  const externalMongoUrl = options.mongoUrl ?? envValue(env, 'MONGO_URL');
  const externalRedisUrl = options.redisUrl ?? envValue(env, 'REDIS_URL');
  const envPort = envValue(env, 'PORT');
  const gatewayPort = await resolvePort(options.gatewayPort ?? (envPort ? Number(envPort) : undefined), DEFAULT_GATEWAY_PORT);
  const servicePorts = {} as Record<ServiceName, number>;
  for (const name of SERVICE_NAMES) servicePorts[name] = await resolvePort(options.servicePorts?.[name], DEFAULT_SERVICE_PORTS[name]);
  const ferretDbPort = await resolvePort(options.ferretDbPort, DEFAULT_FERRETDB_PORT);
  const redisPort = await resolvePort(options.redisPort, DEFAULT_REDIS_PORT);

  // Refuse before starting anything, so a clash never leaves half a stack running.
  if (!externalMongoUrl) await assertPortFree(ferretDbPort, 'FerretDB', 'set MONGO_URL to use a MongoDB that is already running');
  if (!externalRedisUrl) await assertPortFree(redisPort, 'Redis', 'set REDIS_URL to use a Redis that is already running');
  for (const name of SERVICE_NAMES) await assertPortFree(servicePorts[name], `the ${name} service`);
  await assertPortFree(gatewayPort, 'the gateway', 'set PORT to another port');

  // Every process serves /metrics on a listener of its own, never on its public port.
  const metricsPorts = new Map<string, number>();
  for (const name of [...SERVICE_NAMES, 'gateway']) {
    metricsPorts.set(name, await unclaimedPort([gatewayPort, ...Object.values(servicePorts), ...metricsPorts.values()]));
  }
  const metricsEnv = (name: string): NodeJS.ProcessEnv => ({ METRICS_PORT: String(metricsPorts.get(name)), METRICS_HOST });
  const metricsUrls = Object.fromEntries([...metricsPorts].map(([name, port]) => [name, `http://${METRICS_HOST}:${port}/metrics`]));

  const secrets = await loadSecrets(dataDir, env);
  const shutdown = new ShutdownList();
  const internal = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, internal.signal]) : internal.signal;

  let reportUnexpected: (exit: UnexpectedExit) => void = () => undefined;
  const unexpectedExit = new Promise<UnexpectedExit>((resolve) => {
    reportUnexpected = resolve;
  });
  // Parts stopped through stopPart, by process id: their exit is no surprise.
  const deliberateExits = new Set<number>();
  const running = new Map<StackPart, RunningPart>();
  const restarters = new Map<StackPart, () => Promise<void>>();
  const pids = {} as StackHandle['pids'];
  const infraPids: StackHandle['infraPids'] = {};
  const watch = (name: string, pid: number, exited: Promise<ProcessExit>, recentOutput: () => string[] = () => []): void => {
    void exited.then((exit) => {
      if (shutdown.isStopping || deliberateExits.has(pid)) return;
      const output = recentOutput().slice(-10).join('\n  ');
      reportUnexpected({
        name,
        exit,
        description: `${name} ${describeExit(exit)} unexpectedly${output ? `; its last output:\n  ${output}` : ''}`,
      });
    });
  };
  const stop = async (): Promise<void> => {
    internal.abort();
    await shutdown.stopAll();
  };

  const startApp = async (name: ServiceName | 'gateway', script: string, appEnv: NodeJS.ProcessEnv, readyUrl: string): Promise<ManagedProcess> => {
    if (signal.aborted) throw new DevStackError(`Start-up was interrupted before ${name} started.`);
    const child = await spawnManaged({ name, command: process.execPath, args: [script], cwd: root, env: appEnv, log, ownProcessGroup });
    const stopChild = () => child.stop(APP_STOP_GRACE_MS);
    shutdown.add(name === 'gateway' ? 'gateway' : 'services', { name, stop: stopChild });
    watch(name, child.pid, child.exited, () => child.recentOutput());
    running.set(name, { pid: child.pid, exited: child.exited, stop: stopChild });
    pids[name] = child.pid;
    restarters.set(name, async () => {
      await startApp(name, script, appEnv, readyUrl);
    });
    try {
      await awaitReady(child, (readySignal) => waitForHttpOk(readyUrl, readyTimeoutMs, { signal: readySignal }), signal);
    } catch (error) {
      throw new DevStackError(`${name} did not come up: ${(error as Error).message}`);
    }
    return child;
  };

  const runSeed = async (name: ServiceName, seedEnv: NodeJS.ProcessEnv): Promise<void> => {
    const script = join(root, 'services', name, 'dist', 'seed.js');
    if (!existsSync(script) || signal.aborted) return;
    log('stack', `seeding ${name}...`);
    const child = await spawnManaged({ name, command: process.execPath, args: [script], cwd: root, env: seedEnv, log, ownProcessGroup });
    shutdown.add('services', { name: `${name} seed`, stop: () => child.stop(APP_STOP_GRACE_MS) });
    const exit = await child.exited;
    if (exit.code !== 0 && !signal.aborted) throw new DevStackError(`seeding ${name} failed: it ${describeExit(exit)}`);
  };

  /** Registers an embedded server for shutdown and watching, once started. */
  const adopt = async (name: 'ferretdb' | 'redis', starting: () => Promise<InfraHandle>): Promise<InfraHandle> => {
    const started = await starting();
    shutdown.add('infrastructure', { name, stop: () => started.stop() });
    watch(name, started.pid, started.exited);
    running.set(name, { pid: started.pid, exited: started.exited, stop: () => started.stop() });
    infraPids[name] = started.pid;
    restarters.set(name, async () => {
      await adopt(name, starting);
    });
    return started;
  };
  const provideMongo = async (): Promise<{ url: string; ferretdb?: InfraHandle }> => {
    if (externalMongoUrl) {
      log('stack', 'using the MongoDB at MONGO_URL');
      await waitForMongo(externalMongoUrl, EXTERNAL_INFRA_TIMEOUT_MS, { signal });
      return { url: externalMongoUrl };
    }
    const binPath = options.ferretDbBin ? { binPath: options.ferretDbBin } : {};
    const starting = () => startFerretDb({ port: ferretDbPort, dataDir: join(dataDir, 'ferretdb'), ...binPath, log, ownProcessGroup, signal });
    const ferretdb = await adopt('ferretdb', starting);
    return { url: ferretdb.url, ferretdb };
  };
  const provideRedis = async (): Promise<{ url: string; redis?: InfraHandle }> => {
    if (externalRedisUrl) {
      log('stack', 'using the Redis at REDIS_URL');
      await waitForRedis(externalRedisUrl, EXTERNAL_INFRA_TIMEOUT_MS, { signal });
      return { url: externalRedisUrl };
    }
    const starting = () => startRedis({ port: redisPort, dataDir: join(dataDir, 'redis'), log, ownProcessGroup, signal });
    const redis = await adopt('redis', starting);
    return { url: redis.url, redis };
  };

  try {
    // Both are awaited before anything fails, so neither is left starting in the background.
    const [mongo, cache] = await Promise.allSettled([provideMongo(), provideRedis()]);
    if (mongo.status === 'rejected') throw mongo.reason;
    if (cache.status === 'rejected') throw cache.reason;
    const { url: mongoUrl, ferretdb } = mongo.value;
    const { url: redisUrl, redis } = cache.value;
    const shown = (dir: string): string => relative(root, join(dataDir, dir));
    log('stack', `MongoDB wire protocol ready at ${mongoUrl}${ferretdb ? ` (FerretDB, data in ${shown('ferretdb')})` : ''}`);
    log('stack', `Redis ready at ${redisUrl}${redis ? ` (data in ${shown('redis')})` : ''}`);

    const serviceUrls = {} as Record<ServiceName, string>;
    for (const name of SERVICE_NAMES) serviceUrls[name] = `http://127.0.0.1:${servicePorts[name]}`;
    const nodeEnv = envValue(env, 'NODE_ENV') ?? 'development';
    await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        const serviceEnv: NodeJS.ProcessEnv = {
          ...env,
          PORT: String(servicePorts[name]),
          HOST: '127.0.0.1',
          ...metricsEnv(name),
          NODE_ENV: nodeEnv,
          MONGO_URL: mongoUrl,
          REDIS_URL: redisUrl,
          ADMIN_TOKEN_SECRET: secrets.adminTokenSecret,
          // Only the services hold it: the gateway never calls an internal route.
          SERVICE_TOKEN_SECRET: secrets.serviceTokenSecret,
          CHROMIUM_PATH: envValue(env, 'CHROMIUM_PATH') ?? DEFAULT_CHROMIUM_PATH,
          // Services call each other (catalog asks notify to confirm a registration, for one).
          ...Object.fromEntries(SERVICE_NAMES.map((other) => [serviceUrlVariable(other), serviceUrls[other]])),
          // Where mailed links (a builder's bid link, an exhibitor's comparison) point: this stack's gateway.
          PUBLIC_BASE_URL: envValue(env, 'PUBLIC_BASE_URL') ?? `http://localhost:${gatewayPort}`,
        };
        await runSeed(name, serviceEnv);
        await startApp(name, entryPoints[name], serviceEnv, `${serviceUrls[name]}/ready`);
        log('stack', `${name} ready at ${serviceUrls[name]}`);
      }),
    );

    const gatewayEnv: NodeJS.ProcessEnv = {
      ...env,
      PORT: String(gatewayPort),
      NODE_ENV: nodeEnv,
      ...metricsEnv('gateway'),
      ...Object.fromEntries(SERVICE_NAMES.map((name) => [serviceUrlVariable(name), serviceUrls[name]])),
      ADMIN_PASSWORD: secrets.adminPassword,
      ADMIN_TOKEN_SECRET: secrets.adminTokenSecret,
      REDIS_URL: redisUrl,
      // The gateway allows no origin it is not told of; the stack's own pages are served from here.
      CORS_ORIGINS: envValue(env, 'CORS_ORIGINS') ?? `http://localhost:${gatewayPort},http://127.0.0.1:${gatewayPort}`,
    };
    await startApp('gateway', entryPoints.gateway, gatewayEnv, `http://127.0.0.1:${gatewayPort}/api/health`);

    const stopPart = async (part: StackPart, killSignal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<ProcessExit> => {
      const current = running.get(part);
      if (!current) throw new DevStackError(`${part} is not running as part of this stack.`);
      deliberateExits.add(current.pid);
      running.delete(part);
      if (killSignal === 'SIGTERM') {
        await current.stop();
      } else {
        try {
          process.kill(current.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      return current.exited;
    };
    const startPart = async (part: StackPart): Promise<void> => {
      const restart = restarters.get(part);
      if (!restart) throw new DevStackError(`${part} was not started by this stack.`);
      if (running.has(part)) throw new DevStackError(`${part} is already running.`);
      await restart();
    };

    return {
      gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
      serviceUrls,
      metricsUrls,
      mongoUrl,
      redisUrl,
      pids,
      infraPids,
      secrets,
      startupMs: Date.now() - startedAt,
      unexpectedExit,
      stop,
      stopPart,
      startPart,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
