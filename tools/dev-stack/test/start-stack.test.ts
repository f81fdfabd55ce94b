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
    });
    const gateway = await envOf(stack.gatewayUrl);
    expect(gateway).toMatchObject({
      ADMIN_PASSWORD: stack.secrets.adminPassword,
      ADMIN_TOKEN_SECRET: stack.secrets.adminTokenSecret,
      REDIS_URL: stack.redisUrl,
      ...Object.fromEntries(SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, stack?.serviceUrls[name]])),
    });
    // The gateway calls no internal route, so it never holds the services' secret.
    expect(gateway).not.toHaveProperty('SERVICE_TOKEN_SECRET');

    // Each process gets a metrics listener of its own, apart from every public port.
    expect(Object.keys(stack.metricsUrls).sort()).toEqual([...SERVICE_NAMES, 'gateway'].sort());
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
    expect(pids).toHaveLength(8);
    await stack.stop();

    const stops = (await fake.events()).filter((event) => event.includes('stopped'));
    expect(stops[0]).toBe('gateway stopped (redis up)');
    expect(stops.slice(1).sort()).toEqual(SERVICE_NAMES.map((name) => `${name} stopped (redis up)`).sort());
    for (const pid of pids) expect(isAlive(pid)).toBe(false);
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
});
