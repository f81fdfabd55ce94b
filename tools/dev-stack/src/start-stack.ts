import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assertPortFree } from './assert-port-free.js';
import { awaitReady } from './await-ready.js';
import { DevStackError } from './dev-stack-error.js';
import { envValue } from './env-value.js';
import { findFreePort } from './find-free-port.js';
import type { InfraHandle } from './infra-handle.js';
import { ferretDbBinPath } from './install/ensure-ferretdb.js';
import { DEFAULT_CHROMIUM_PATH } from './install/find-executable.js';
import { loadSecrets, type StackSecrets } from './load-secrets.js';
import { type LogLine, silentLog } from './log-line.js';
import { SERVICE_NODE_ENV, SERVICE_NODE_FLAGS } from './service-node-flags.js';
import { describeExit, type ManagedProcess, type ProcessExit, spawnManaged } from './managed-process.js';
import { processCount, replicaNames } from './process-count.js';
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
import { fileBlobsFor } from './store-upgrade/file-blobs-for.js';
import { hasSqliteStore, upgradeSqliteStore } from './store-upgrade/upgrade-sqlite-store.js';
import { startRedis } from './start-redis.js';
import { waitForHttpOk } from './wait-for-http.js';
import { waitForMongo } from './wait-for-mongo.js';
import { waitForRedis } from './wait-for-redis.js';
import { watchForLine } from './watch-for-line.js';

export interface StartStackOptions {
  /** Defaults to the repository this package lives in. */
  root?: string;
  /** Secrets, FerretDB and Redis data; defaults to `<root>/.data`. */
  dataDir?: string;
  /** Defaults to env PORT, else 5000; 0 picks a free port. */
  gatewayPort?: number;
  /** Defaults to 5101..5105; 0 picks a free port. The travel port is the first replica's; the others get free ports. */
  servicePorts?: Partial<Record<ServiceName, number>>;
  /** Travel processes behind the gateway; defaults to env TRAVEL_REPLICAS, else 1. */
  travelReplicas?: number;
  /** PDF worker processes beside the quotes API; defaults to env QUOTES_WORKERS, else 1; 0 lets the API render itself. */
  quotesWorkers?: number;
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

/**
 * A process of the stack that a fault test may stop and start again. Several travel replicas or PDF
 * workers are `travel-1`..`travel-N` and `quotes-worker-1`..; the bare name stands for the first.
 */
export type StackPart = ServiceName | 'gateway' | 'ferretdb' | 'redis' | 'quotes-worker' | `quotes-worker-${number}` | `travel-${number}`;

export interface StackHandle {
  gatewayUrl: string;
  /** Each service's base URL; travel's is the first replica's. */
  serviceUrls: Record<ServiceName, string>;
  /** Every travel replica's base URL, the first being serviceUrls.travel; the gateway balances over them. */
  travelUrls: string[];
  /** Each process's Prometheus endpoint (`http://127.0.0.1:<METRICS_PORT>/metrics`) by process name. */
  metricsUrls: Record<string, string>;
  mongoUrl: string;
  redisUrl: string;
  /**
   * Process ids of the services, the gateway, each travel replica and each PDF worker, by the names
   * metricsUrls uses; `travel` is always there, with several replicas as the first one's.
   */
  pids: Record<ServiceName | 'gateway', number> & Partial<Record<string, number>>;
  /** Process ids of the embedded infrastructure, when started here. */
  infraPids: { ferretdb?: number; redis?: number };
  secrets: StackSecrets;
  startupMs: number;
  /** Resolves when a child exits while the stack should be running (never, if none does). */
  unexpectedExit: Promise<UnexpectedExit>;
  /** Stops the gateway, then the PDF workers, then the services, then the infrastructure; idempotent. */
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
/** What a PDF worker logs once it takes jobs (services/quotes/src/worker.ts). */
const WORKER_START_LINE = /pdf worker started/;
const MAX_TRAVEL_REPLICAS = 16;
const MAX_QUOTES_WORKERS = 16;
/** Metrics listen on loopback only: Prometheus scrapes them from this machine. */
const METRICS_HOST = '127.0.0.1';
const EXTERNAL_INFRA_TIMEOUT_MS = 30_000;
const TRAVEL_REPLICAS_RULE = { variable: 'TRAVEL_REPLICAS', fallback: 1, min: 1, max: MAX_TRAVEL_REPLICAS };
const QUOTES_WORKERS_RULE = { variable: 'QUOTES_WORKERS', fallback: 1, min: 0, max: MAX_QUOTES_WORKERS };

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

/** The configured port, else the fallback; 0 picks a free one that no other part of this stack was given (`claimed` grows). */
async function resolvePort(configured: number | undefined, fallback: number, claimed: number[]): Promise<number> {
  const wanted = configured ?? fallback;
  const port = wanted === 0 ? await unclaimedPort(claimed) : wanted;
  claimed.push(port);
  return port;
}

/** One Node process of the application, as the stack starts (and restarts) it. */
interface AppProcess {
  name: string;
  script: string;
  env: NodeJS.ProcessEnv;
  tier: 'gateway' | 'workers' | 'services';
  /** A fresh readiness check for each start: the log to spawn with and the check to run. */
  readiness(): { log: LogLine; check: (signal: AbortSignal) => Promise<void> };
}

/**
 * Starts the whole application: embedded FerretDB and Redis (unless URLs are given), the five
 * services (each seeded first when it has a dist/seed.js; travel as TRAVEL_REPLICAS processes),
 * QUOTES_WORKERS PDF workers once quotes is ready, and the gateway, each waited for.
 */
export async function startStack(options: StartStackOptions = {}): Promise<StackHandle> {
  const startedAt = Date.now();
  const root = options.root ?? repoRoot();
  const dataDir = options.dataDir ?? join(root, '.data');
  const log = options.quiet ? silentLog : (options.log ?? silentLog);
  const env = childEnvironment(options.env);
  const ownProcessGroup = options.ownProcessGroups ?? true;
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;

  const travelNames = replicaNames('travel', processCount(options.travelReplicas, envValue(env, 'TRAVEL_REPLICAS'), TRAVEL_REPLICAS_RULE));
  const workerCount = processCount(options.quotesWorkers, envValue(env, 'QUOTES_WORKERS'), QUOTES_WORKERS_RULE);
  const workerNames = workerCount === 0 ? [] : replicaNames('quotes-worker', workerCount);

  const entryPoints = {
    ...Object.fromEntries(SERVICE_NAMES.map((name) => [name, join(root, 'services', name, 'dist', 'server.js')])),
    ...(workerNames.length > 0 ? { 'quotes-worker': join(root, 'services', 'quotes', 'dist', 'worker.js') } : {}),
    gateway: join(root, 'apps', 'gateway', 'dist', 'server.js'),
  } as Record<ServiceName | 'gateway', string> & { 'quotes-worker'?: string };
  for (const [name, file] of Object.entries(entryPoints)) {
    if (!existsSync(file)) {
      throw new DevStackError(`${name} is not built (${relative(root, file)} is missing); run \`npm run build\` first.`);
    }
  }

  const externalMongoUrl = options.mongoUrl ?? envValue(env, 'MONGO_URL');
  const externalRedisUrl = options.redisUrl ?? envValue(env, 'REDIS_URL');
  const envPort = envValue(env, 'PORT');
  // Every port chosen here, so two parts never draw the same free port (each is only bound seconds later).
  const claimed: number[] = [];
  const gatewayPort = await resolvePort(options.gatewayPort ?? (envPort ? Number(envPort) : undefined), DEFAULT_GATEWAY_PORT, claimed);
  const servicePorts = {} as Record<ServiceName, number>;
  for (const name of SERVICE_NAMES) servicePorts[name] = await resolvePort(options.servicePorts?.[name], DEFAULT_SERVICE_PORTS[name], claimed);
  const ferretDbPort = await resolvePort(options.ferretDbPort, DEFAULT_FERRETDB_PORT, claimed);
  const redisPort = await resolvePort(options.redisPort, DEFAULT_REDIS_PORT, claimed);

  // Refuse before starting anything, so a clash never leaves half a stack running.
  if (!externalMongoUrl) await assertPortFree(ferretDbPort, 'FerretDB', 'set MONGO_URL to use a MongoDB that is already running');
  if (!externalRedisUrl) await assertPortFree(redisPort, 'Redis', 'set REDIS_URL to use a Redis that is already running');
  for (const name of SERVICE_NAMES) await assertPortFree(servicePorts[name], `the ${name} service`);
  await assertPortFree(gatewayPort, 'the gateway', 'set PORT to another port');

  // Replicas after the first take free ports, whatever the first's.
  const travelPorts = [servicePorts.travel];
  while (travelPorts.length < travelNames.length) travelPorts.push(await resolvePort(0, 0, claimed));
  const travelUrls = travelPorts.map((port) => `http://127.0.0.1:${port}`);

  // Every process serves /metrics on a listener of its own, never on its public port.
  const processNames = [...SERVICE_NAMES.flatMap((name) => (name === 'travel' ? travelNames : [name])), ...workerNames, 'gateway'];
  const metricsPorts = new Map<string, number>();
  for (const name of processNames) {
    metricsPorts.set(name, await resolvePort(0, 0, claimed));
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
  const running = new Map<string, RunningPart>();
  const restarters = new Map<string, () => Promise<void>>();
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

  const startApp = async (app: AppProcess): Promise<ManagedProcess> => {
    const { name } = app;
    if (signal.aborted) throw new DevStackError(`Start-up was interrupted before ${name} started.`);
    const readiness = app.readiness();
    const child = await spawnManaged({
      name,
      command: process.execPath,
      args: [...SERVICE_NODE_FLAGS, app.script],
      cwd: root,
      env: { ...app.env, ...SERVICE_NODE_ENV },
      log: readiness.log,
      ownProcessGroup,
    });
    const stopChild = () => child.stop(APP_STOP_GRACE_MS);
    // Stopping the whole stack is a Ctrl-C: no process drains for a gateway that is going away too.
    // stopPart keeps SIGTERM, a rolling restart's signal, which drains first.
    shutdown.add(app.tier, { name, stop: () => child.stop(APP_STOP_GRACE_MS, 'SIGINT') });
    watch(name, child.pid, child.exited, () => child.recentOutput());
    running.set(name, { pid: child.pid, exited: child.exited, stop: stopChild });
    pids[name] = child.pid;
    if (name === travelNames[0]) pids.travel = child.pid;
    restarters.set(name, async () => {
      await startApp(app);
    });
    try {
      await awaitReady(child, readiness.check, signal);
    } catch (error) {
      throw new DevStackError(`${name} did not come up: ${(error as Error).message}`);
    }
    return child;
  };
  const answersHttp =
    (readyUrl: string): AppProcess['readiness'] =>
    () => ({
      log,
      check: (readySignal) => waitForHttpOk(readyUrl, readyTimeoutMs, { signal: readySignal }),
    });
  // A worker has no port of its own to poll: it is up once it says so, or once its metrics answer.
  const saysItStarted =
    (metricsUrl: string): AppProcess['readiness'] =>
    () => {
      const started = watchForLine(log, WORKER_START_LINE);
      return {
        log: started.log,
        check: async (readySignal) => {
          // Stops polling the metrics once either way has answered.
          const answered = new AbortController();
          try {
            await Promise.race([started.seen, waitForHttpOk(metricsUrl, readyTimeoutMs, { signal: AbortSignal.any([readySignal, answered.signal]) })]);
          } catch (error) {
            throw new DevStackError(`it logged no start line, and ${(error as Error).message}`);
          } finally {
            answered.abort();
          }
        },
      };
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
    const starting = () => startFerretDb({ port: ferretDbPort, dataDir: join(dataDir, 'store'), ...binPath, log, ownProcessGroup, signal });
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
    log('stack', `MongoDB wire protocol ready at ${mongoUrl}${ferretdb ? ` (FerretDB on PostgreSQL, data in ${shown('store')})` : ''}`);
    log('stack', `Redis ready at ${redisUrl}${redis ? ` (data in ${shown('redis')})` : ''}`);
    if (ferretdb && (await hasSqliteStore(dataDir))) {
      await upgradeSqliteStore({
        dataDir,
        targetUrl: mongoUrl,
        ferretDbBin: options.ferretDbBin ?? ferretDbBinPath(),
        blobsFor: await fileBlobsFor(join(dataDir, 'blobs'), envValue(env, 'BLOB_STORE')),
        log,
        signal,
      });
    }

    const serviceUrls = {} as Record<ServiceName, string>;
    for (const name of SERVICE_NAMES) serviceUrls[name] = `http://127.0.0.1:${servicePorts[name]}`;
    const nodeEnv = envValue(env, 'NODE_ENV') ?? 'development';
    // A process stopped with SIGTERM drains (see docs/operations.md#balancing-and-restarts) only where
    // another process of its service can take over; a lone one has nobody to hand requests to, and a
    // test that stops it expects it gone at once. SHUTDOWN_DRAIN_MS set by hand wins.
    const drainMs = (processes: number): string => envValue(env, 'SHUTDOWN_DRAIN_MS') ?? (processes > 1 ? '2000' : '0');
    const serviceEnvironment = (name: ServiceName): NodeJS.ProcessEnv => ({
      ...env,
      PORT: String(servicePorts[name]),
      HOST: '127.0.0.1',
      ...metricsEnv(name),
      NODE_ENV: nodeEnv,
      MONGO_URL: mongoUrl,
      REDIS_URL: redisUrl,
      // Uploaded images and PDFs (BLOB_STORE=files, the default): one folder the services and the PDF workers share.
      BLOB_DIR: join(dataDir, 'blobs'),
      ADMIN_TOKEN_SECRET: secrets.adminTokenSecret,
      // The services and the gateway hold it: the gateway vouches with it for an integrator's key.
      SERVICE_TOKEN_SECRET: secrets.serviceTokenSecret,
      CHROMIUM_PATH: envValue(env, 'CHROMIUM_PATH') ?? DEFAULT_CHROMIUM_PATH,
      // Services call each other (catalog asks notify to confirm a registration, for one); none calls travel, which gets its first replica.
      ...Object.fromEntries(SERVICE_NAMES.map((other) => [serviceUrlVariable(other), serviceUrls[other]])),
      // Where mailed links (a builder's bid link, an exhibitor's comparison) point: this stack's gateway.
      PUBLIC_BASE_URL: envValue(env, 'PUBLIC_BASE_URL') ?? `http://localhost:${gatewayPort}`,
      // With workers of its own beside it the API only queues PDFs; with none it renders them itself.
      ...(name === 'quotes' ? { PDF_WORKER_IN_PROCESS: String(workerNames.length === 0) } : {}),
      // Webhooks may reach local receivers in development and tests; production refuses the setting.
      ...(name === 'notify' && nodeEnv !== 'production' ? { WEBHOOK_ALLOWED_HOSTS: envValue(env, 'WEBHOOK_ALLOWED_HOSTS') ?? '127.0.0.1,localhost' } : {}),
      SHUTDOWN_DRAIN_MS: drainMs(name === 'travel' ? travelNames.length : 1),
    });
    const startService = async (name: ServiceName): Promise<void> => {
      const serviceEnv = serviceEnvironment(name);
      await runSeed(name, serviceEnv);
      if (name === 'travel') {
        await Promise.all(
          travelNames.map(async (replica, index) => {
            const replicaEnv = { ...serviceEnv, PORT: String(travelPorts[index]), ...metricsEnv(replica) };
            await startApp({
              name: replica,
              script: entryPoints.travel,
              env: replicaEnv,
              tier: 'services',
              readiness: answersHttp(`${travelUrls[index]}/ready`),
            });
            log('stack', `${replica} ready at ${travelUrls[index]}`);
          }),
        );
        return;
      }
      await startApp({ name, script: entryPoints[name], env: serviceEnv, tier: 'services', readiness: answersHttp(`${serviceUrls[name]}/ready`) });
      log('stack', `${name} ready at ${serviceUrls[name]}`);
      const workerScript = entryPoints['quotes-worker'];
      if (name !== 'quotes' || !workerScript) return;
      // Started once the API is ready, with its environment: the same stores, queue and renderer settings.
      await Promise.all(
        workerNames.map(async (worker) => {
          const metricsUrl = metricsUrls[worker] ?? '';
          await startApp({
            name: worker,
            script: workerScript,
            env: { ...serviceEnv, ...metricsEnv(worker) },
            tier: 'workers',
            readiness: saysItStarted(metricsUrl),
          });
          log('stack', `${worker} started`);
        }),
      );
    };
    await Promise.all(SERVICE_NAMES.map(startService));

    const gatewayEnv: NodeJS.ProcessEnv = {
      ...env,
      PORT: String(gatewayPort),
      NODE_ENV: nodeEnv,
      ...metricsEnv('gateway'),
      SHUTDOWN_DRAIN_MS: drainMs(1),
      ...Object.fromEntries(SERVICE_NAMES.map((name) => [serviceUrlVariable(name), serviceUrls[name]])),
      // The gateway balances over every replica.
      TRAVEL_URL: travelUrls.join(','),
      ADMIN_PASSWORD: secrets.adminPassword,
      ADMIN_TOKEN_SECRET: secrets.adminTokenSecret,
      // Signs the token that vouches to notify for the key of an integrator's webhook call.
      SERVICE_TOKEN_SECRET: secrets.serviceTokenSecret,
      REDIS_URL: redisUrl,
      // The gateway allows no origin it is not told of; the stack's own pages are served from here.
      CORS_ORIGINS: envValue(env, 'CORS_ORIGINS') ?? `http://localhost:${gatewayPort},http://127.0.0.1:${gatewayPort}`,
    };
    await startApp({
      name: 'gateway',
      script: entryPoints.gateway,
      env: gatewayEnv,
      tier: 'gateway',
      readiness: answersHttp(`http://127.0.0.1:${gatewayPort}/api/health`),
    });

    // The bare name of a replicated process stands for its first copy.
    const processOf = (part: StackPart): string => (part === 'travel' ? (travelNames[0] ?? part) : part === 'quotes-worker' ? (workerNames[0] ?? part) : part);

    const stopPart = async (part: StackPart, killSignal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<ProcessExit> => {
      const current = running.get(processOf(part));
      if (!current) throw new DevStackError(`${part} is not running as part of this stack.`);
      deliberateExits.add(current.pid);
      running.delete(processOf(part));
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
      const restart = restarters.get(processOf(part));
      if (!restart) throw new DevStackError(`${part} was not started by this stack.`);
      if (running.has(processOf(part))) throw new DevStackError(`${part} is already running.`);
      await restart();
    };

    return {
      gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
      serviceUrls,
      travelUrls,
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
