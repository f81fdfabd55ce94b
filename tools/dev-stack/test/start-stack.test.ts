import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DevStackError } from '../src/dev-stack-error.js';
import { SERVICE_NAMES } from '../src/stack-layout.js';
import { type StackHandle, startStack, type StartStackOptions } from '../src/start-stack.js';
import { type FakeStackRoot, makeFakeStackRoot } from './fake-stack.js';
import { isAlive, removeTempDir } from './helpers.js';

const FREE_PORTS = {
  gatewayPort: 0,
  servicePorts: { catalog: 0, content: 0, travel: 0, quotes: 0, notify: 0 },
  ferretDbPort: 0,
  redisPort: 0,
} satisfies Partial<StartStackOptions>;

describe('startStack', () => {
  let fake: FakeStackRoot | undefined;
  let stack: StackHandle | undefined;

  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
    if (fake) await removeTempDir(fake.root);
    fake = undefined;
  });

  function options(root: FakeStackRoot, env: Record<string, string | undefined> = {}): StartStackOptions {
    return {
      ...FREE_PORTS,
      root: root.root,
      dataDir: join(root.root, '.data'),
      quiet: true,
      env: {
        FAKE_MARKER_DIR: root.markerDir,
        NODE_ENV: undefined,
        PORT: undefined,
        MONGO_URL: undefined,
        REDIS_URL: undefined,
        ADMIN_PASSWORD: undefined,
        ADMIN_TOKEN_SECRET: undefined,
        SERVICE_TOKEN_SECRET: undefined,
        CHROMIUM_PATH: undefined,
        TRAVEL_REPLICAS: undefined,
        QUOTES_WORKERS: undefined,
        ...env,
      },
    };
  }

  async function envOf(url: string): Promise<Record<string, string>> {
    return (await fetch(`${url}/env`)).json() as Promise<Record<string, string>>;
  }

  it('starts the infrastructure, seeds, starts every service and the gateway with their environment', async () => {
    fake = await makeFakeStackRoot();
    stack = await startStack(options(fake));

    const catalog = await envOf(stack.serviceUrls.catalog);
    expect(catalog).toMatchObject({
      PORT: new URL(stack.serviceUrls.catalog).port,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      MONGO_URL: stack.mongoUrl,
      REDIS_URL: stack.redisUrl,
      ADMIN_TOKEN_SECRET: stack.secrets.adminTokenSecret,
      SERVICE_TOKEN_SECRET: stack.secrets.serviceTokenSecret,
      CHROMIUM_PATH: '/usr/bin/chromium',
      BLOB_DIR: join(fake.root, '.data', 'blobs'),
    });
    const gateway = await envOf(stack.gatewayUrl);
    expect(gateway).toMatchObject({
      ADMIN_PASSWORD: stack.secrets.adminPassword,
      ADMIN_TOKEN_SECRET: stack.secrets.adminTokenSecret,
      // It vouches to notify for the key of an integrator's webhook call.
      SERVICE_TOKEN_SECRET: stack.secrets.serviceTokenSecret,
      REDIS_URL: stack.redisUrl,
      ...Object.fromEntries(SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, stack?.serviceUrls[name]])),
    });

    // Each process gets a metrics listener of its own, apart from every public port.
    expect(Object.keys(stack.metricsUrls).sort()).toEqual([...SERVICE_NAMES, 'quotes-worker', 'gateway'].sort());
    for (const [name, env] of [
      ['catalog', catalog],
      ['gateway', gateway],
    ] as const) {
      expect(stack.metricsUrls[name]).toBe(`http://127.0.0.1:${env['METRICS_PORT']}/metrics`);
      expect(env['METRICS_HOST']).toBe('127.0.0.1');
    }
    const publicPorts = [stack.gatewayUrl, ...Object.values(stack.serviceUrls)].map((url) => new URL(url).port);
    const metricsPorts = Object.values(stack.metricsUrls).map((url) => new URL(url).port);
    expect(new Set([...publicPorts, ...metricsPorts]).size).toBe(publicPorts.length + metricsPorts.length);

    const events = await fake.events();
    expect(events.indexOf('catalog seeded with MONGO_URL')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('catalog seeded with MONGO_URL')).toBeLessThan(events.findIndex((event) => event.startsWith('catalog started')));
    expect(events.findIndex((event) => event.startsWith('gateway started'))).toBe(events.length - 1);
  });

  it('stops the gateway first, the services next, the infrastructure last, leaving no process', async () => {
    fake = await makeFakeStackRoot();
    stack = await startStack(options(fake));
    const pids = [...Object.values(stack.pids), ...Object.values(stack.infraPids)];
    // Five services, the gateway, one PDF worker, FerretDB and Redis.
    expect(pids).toHaveLength(9);
    await stack.stop();

    const stops = (await fake.events()).filter((event) => event.includes('stopped'));
    expect(stops[0]).toBe('gateway stopped (redis up)');
    // The worker goes while the API it finishes jobs for is still up.
    expect(stops[1]).toBe('quotes-worker stopped (quotes up)');
    expect(stops.slice(2).sort()).toEqual(SERVICE_NAMES.map((name) => `${name} stopped (redis up)`).sort());
    for (const pid of pids) expect(pid !== undefined && isAlive(pid)).toBe(false);
  });

  it('names the service that does not come up, and stops everything it started', async () => {
    fake = await makeFakeStackRoot();
    const attempt = startStack({ ...options(fake, { FAKE_NEVER_READY: 'content' }), readyTimeoutMs: 1_500 });
    await expect(attempt).rejects.toThrow(/^content did not come up: GET http:\/\/127\.0\.0\.1:\d+\/ready did not answer 200/);
    const started = (await fake.events()).filter((event) => event.includes(' started ')).map((event) => Number(event.split(' ')[2]));
    expect(started.length).toBeGreaterThan(0);
    for (const pid of started) expect(isAlive(pid)).toBe(false);
  });

  it('reports a child that exits while the stack runs', async () => {
    fake = await makeFakeStackRoot();
    stack = await startStack(options(fake));
    await fetch(`${stack.serviceUrls.travel}/crash`).catch(() => undefined);
    const unexpected = await stack.unexpectedExit;
    expect(unexpected).toMatchObject({ name: 'travel', exit: { code: 3, signal: null } });
    expect(unexpected.description).toContain('travel exited with code 3 unexpectedly');
  });

  it('refuses to start when a service is not built', async () => {
    fake = await makeFakeStackRoot();
    await removeTempDir(join(fake.root, 'services', 'quotes', 'dist'));
    const attempt = startStack(options(fake));
    await expect(attempt).rejects.toBeInstanceOf(DevStackError);
    await expect(attempt).rejects.toThrow('quotes is not built (services/quotes/dist/server.js is missing)');
  });
  it('starts the PDF workers once quotes is ready, with its environment, and the API then only queues', async () => {
    fake = await makeFakeStackRoot();
    stack = await startStack({ ...options(fake), quotesWorkers: 2 });
    const quotes = await envOf(stack.serviceUrls.quotes);
    expect(quotes['PDF_WORKER_IN_PROCESS']).toBe('false');

    const workers = ['quotes-worker-1', 'quotes-worker-2'];
    expect(Object.keys(stack.metricsUrls)).toEqual(expect.arrayContaining(workers));
    expect(Object.keys(stack.metricsUrls)).not.toContain('quotes-worker');
    const metricsPorts = new Set<string>();
    for (const worker of workers) {
      const pid = stack.pids[worker];
      if (pid === undefined) throw new Error(`no pid for ${worker}`);
      const workerEnv = await fake.workerEnv(pid);
      expect(workerEnv).toMatchObject({
        MONGO_URL: quotes['MONGO_URL'],
        REDIS_URL: quotes['REDIS_URL'],
        // The PDFs a worker renders land where the API reads them.
        BLOB_DIR: quotes['BLOB_DIR'],
        CHROMIUM_PATH: quotes['CHROMIUM_PATH'],
        METRICS_HOST: '127.0.0.1',
      });
      expect(stack.metricsUrls[worker]).toBe(`http://127.0.0.1:${workerEnv['METRICS_PORT']}/metrics`);
      metricsPorts.add(workerEnv['METRICS_PORT'] ?? '');
    }
    expect(metricsPorts.size).toBe(2);
    expect(metricsPorts).not.toContain(quotes['METRICS_PORT']);

    const events = await fake.events();
    const quotesStarted = events.findIndex((event) => event.startsWith('quotes started'));
    const workersStarted = events.flatMap((event, index) => (event.startsWith('quotes-worker started') ? [index] : []));
    expect(workersStarted).toHaveLength(2);
    for (const index of workersStarted) expect(index).toBeGreaterThan(quotesStarted);
  });

  it('leaves rendering to the API when no worker is asked for', async () => {
    fake = await makeFakeStackRoot();
    stack = await startStack(options(fake, { QUOTES_WORKERS: '0' }));
    expect((await envOf(stack.serviceUrls.quotes))['PDF_WORKER_IN_PROCESS']).toBe('true');
    expect(Object.keys(stack.metricsUrls).filter((name) => name.startsWith('quotes-worker'))).toEqual([]);
    expect((await fake.events()).filter((event) => event.startsWith('quotes-worker'))).toEqual([]);
    await expect(stack.stopPart('quotes-worker')).rejects.toThrow('quotes-worker is not running as part of this stack.');
  });

  it('takes a worker that logs no start line as up once its metrics answer', async () => {
    fake = await makeFakeStackRoot();
    stack = await startStack(options(fake, { FAKE_WORKER_START: 'metrics' }));
    expect((await fetch(stack.metricsUrls['quotes-worker'] ?? '')).status).toBe(200);
  });

  it('names a worker that never shows it started, and stops everything', async () => {
    fake = await makeFakeStackRoot();
    const attempt = startStack({ ...options(fake, { FAKE_WORKER_START: 'never' }), readyTimeoutMs: 1_500 });
    await expect(attempt).rejects.toThrow(
      /^quotes-worker did not come up: it logged no start line, and GET http:\/\/127\.0\.0\.1:\d+\/metrics did not answer 200/,
    );
    const started = (await fake.events()).filter((event) => event.includes(' started ')).map((event) => Number(event.split(' ')[2]));
    expect((await fake.events()).some((event) => event.startsWith('quotes-worker started'))).toBe(true);
    for (const pid of started) expect(isAlive(pid)).toBe(false);
  });
  it('stops and starts a PDF worker as a part, and reports one that dies by itself', async () => {
    fake = await makeFakeStackRoot();
    stack = await startStack(options(fake));
    const firstPid = stack.pids['quotes-worker'];
    const exit = await stack.stopPart('quotes-worker', 'SIGKILL');
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    await stack.startPart('quotes-worker');
    const secondPid = stack.pids['quotes-worker'];
    expect(secondPid).toBeDefined();
    expect(secondPid).not.toBe(firstPid);
    expect(await fake.events()).toContain(`quotes-worker started ${secondPid}`);

    process.kill(secondPid ?? 0, 'SIGKILL');
    const unexpected = await stack.unexpectedExit;
    expect(unexpected).toMatchObject({ name: 'quotes-worker', exit: { code: null, signal: 'SIGKILL' } });
  });

  it('runs travel replicas on ports of their own, all of them behind the gateway, each a part of its own', async () => {
    fake = await makeFakeStackRoot();
    stack = await startStack(options(fake, { TRAVEL_REPLICAS: '3' }));
    expect(stack.travelUrls).toHaveLength(3);
    expect(stack.travelUrls[0]).toBe(stack.serviceUrls.travel);
    const ports = await Promise.all(stack.travelUrls.map(async (url) => (await envOf(url))['PORT']));
    expect(ports).toEqual(stack.travelUrls.map((url) => new URL(url).port));
    expect(new Set(ports).size).toBe(3);

    expect((await envOf(stack.gatewayUrl))['TRAVEL_URL']).toBe(stack.travelUrls.join(','));
    // No service calls travel; they keep one plain URL.
    expect((await envOf(stack.serviceUrls.catalog))['TRAVEL_URL']).toBe(stack.serviceUrls.travel);
    expect(Object.keys(stack.metricsUrls).filter((name) => name.startsWith('travel'))).toEqual(['travel-1', 'travel-2', 'travel-3']);
    expect(stack.pids.travel).toBe(stack.pids['travel-1']);

    const second = stack.travelUrls[1] ?? '';
    const secondPid = stack.pids['travel-2'];
    await stack.stopPart('travel-2');
    await expect(fetch(`${second}/ready`)).rejects.toThrow();
    expect((await fetch(`${stack.travelUrls[2]}/ready`)).status).toBe(200);
    await stack.startPart('travel-2');
    expect((await fetch(`${second}/ready`)).status).toBe(200);
    expect(stack.pids['travel-2']).not.toBe(secondPid);
    await expect(Promise.race([stack.unexpectedExit, new Promise((resolve) => setImmediate(() => resolve('none')))])).resolves.toBe('none');
  });

  it('refuses a replica count that is not a whole number in range before starting anything', async () => {
    fake = await makeFakeStackRoot();
    await expect(startStack(options(fake, { TRAVEL_REPLICAS: 'three' }))).rejects.toThrow('TRAVEL_REPLICAS must be a whole number from 1 to 16 (got "three").');
    await expect(startStack(options(fake, { QUOTES_WORKERS: '-1' }))).rejects.toThrow('QUOTES_WORKERS must be a whole number from 0 to 16 (got "-1").');
    expect(await fake.events()).toEqual([]);
  });
});
