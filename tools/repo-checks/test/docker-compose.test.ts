import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docker-compose.yml and the Dockerfile cannot be built on a machine without a Docker
// engine, so this reads them and holds them to DESIGN.md: ports, environment, health checks,
// dependencies and the shape of the one image recipe every process is built from.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');

type Infrastructure = 'mongo' | 'redis';

interface AppExpectation {
  /** Workspace folder, relative to the repository root. */
  dir: string;
  packageName: string;
  port: number;
  needs: Infrastructure[];
}

/** DESIGN.md, "Ports and environment". */
const apps: Record<string, AppExpectation> = {
  gateway: { dir: 'apps/gateway', packageName: '@stallplan/gateway', port: 5000, needs: ['redis'] },
  catalog: { dir: 'services/catalog', packageName: '@stallplan/catalog', port: 5101, needs: ['mongo', 'redis'] },
  // Redis for the logout deny-list that every admin check reads.
  content: { dir: 'services/content', packageName: '@stallplan/content', port: 5102, needs: ['mongo', 'redis'] },
  travel: { dir: 'services/travel', packageName: '@stallplan/travel', port: 5103, needs: ['redis'] },
  quotes: { dir: 'services/quotes', packageName: '@stallplan/quotes', port: 5104, needs: ['mongo', 'redis'] },
  notify: { dir: 'services/notify', packageName: '@stallplan/notify', port: 5105, needs: ['mongo', 'redis'] },
};
const appNames = Object.keys(apps);
const infrastructure: Infrastructure[] = ['mongo', 'redis'];
const envVarOf: Record<Infrastructure, string> = { mongo: 'MONGO_URL', redis: 'REDIS_URL' };

// --- docker-compose.yml ---------------------------------------------------------------

interface ComposeService {
  image?: string;
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string[] | string };
  depends_on?: Record<string, { condition?: string }> | string[];
  ports?: unknown[];
  deploy?: { replicas?: number };
  init?: boolean;
  shm_size?: string;
  restart?: string;
  volumes?: string[];
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } } | null>;
  volumes?: Record<string, unknown>;
}

function readCompose(): ComposeFile {
  // Merge keys (`<<: *app`) are part of how compose files share settings.
  const parsed: unknown = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true });
  if (typeof parsed !== 'object' || parsed === null || !('services' in parsed)) {
    throw new Error('docker-compose.yml has no services section');
  }
  return parsed as ComposeFile;
}

function serviceOf(compose: ComposeFile, name: string): ComposeService {
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no service "${name}"`);
  return service;
}

function environmentOf(service: ComposeService): Record<string, string> {
  const env: Record<string, string> = {};
  if (Array.isArray(service.environment)) {
    for (const entry of service.environment) {
      const [key = '', ...rest] = entry.split('=');
      env[key] = rest.join('=');
    }
  } else {
    for (const [key, value] of Object.entries(service.environment ?? {})) env[key] = String(value ?? '');
  }
  return env;
}

function commandText(command: string[] | string | undefined): string {
  return Array.isArray(command) ? command.join(' ') : (command ?? '');
}

// --- Dockerfiles -----------------------------------------------------------------------

interface Instruction {
  keyword: string;
  args: string;
}

interface Dockerfile {
  text: string;
  /** Instructions grouped by stage, each stage starting with its FROM. */
  stages: Instruction[][];
}

function readDockerfile(relativePath: string): Dockerfile {
  const text = readFileSync(join(repoRoot, relativePath), 'utf8');
  const logicalLines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const stages: Instruction[][] = [];
  for (const line of logicalLines) {
    const match = /^(\S+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const instruction = { keyword: (match[1] ?? '').toUpperCase(), args: match[2] ?? '' };
    if (instruction.keyword === 'FROM') stages.push([]);
    // Instructions before the first FROM (global ARGs) belong to no stage.
    stages.at(-1)?.push(instruction);
  }
  return { text, stages };
}

function runtimeStage(dockerfile: Dockerfile): Instruction[] {
  return dockerfile.stages.at(-1) ?? [];
}

function argsOf(stage: Instruction[], keyword: string): string[] {
  return stage.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);
}

/** ENV in either form: `ENV A=1 B="two"` or the legacy `ENV A 1`. */
function envOfStage(stage: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of argsOf(stage, 'ENV')) {
    if (!args.includes('=') || /^\S+\s+[^=]*$/.test(args)) {
      const [key = '', ...value] = args.split(/\s+/);
      env[key] = value.join(' ');
      continue;
    }
    for (const pair of args.match(/\S+?=(?:"[^"]*"|'[^']*'|\S*)/g) ?? []) {
      const [key = '', ...value] = pair.split('=');
      env[key] = value.join('=').replace(/^(["'])(.*)\1$/, '$2');
    }
  }
  return env;
}

function cmdOf(stage: Instruction[]): unknown {
  const cmd = argsOf(stage, 'CMD').at(-1);
  if (cmd === undefined) return undefined;
  return cmd.startsWith('[') ? (JSON.parse(cmd) as unknown) : cmd;
}

// --- workspaces ------------------------------------------------------------------------

interface WorkspaceManifest {
  name: string;
  dir: string;
  dependencies: string[];
}

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

function readWorkspaces(): Map<string, WorkspaceManifest> {
  const patterns = (readJson(join(repoRoot, 'package.json')).workspaces ?? []) as string[];
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(repoRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  const workspaces = new Map<string, WorkspaceManifest>();
  for (const dir of dirs) {
    const manifestPath = join(repoRoot, dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = readJson(manifestPath);
    const dependencies = Object.keys(manifest.dependencies ?? {});
    workspaces.set(String(manifest.name), { name: String(manifest.name), dir, dependencies });
  }
  return workspaces;
}

// --- the checks ------------------------------------------------------------------------

const compose = readCompose();
const workspaces = readWorkspaces();
const workspaceDirs = [...workspaces.values()].map((workspace) => workspace.dir);
const dockerfile = readDockerfile('Dockerfile');
const runtime = runtimeStage(dockerfile);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.data', '.tools', '.turbo']);

function dockerfilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : dockerfilesUnder(join(dir, entry.name));
    return /^Dockerfile|\.Dockerfile$/.test(entry.name) ? [relative(repoRoot, join(dir, entry.name))] : [];
  });
}
const npmVersion = String(readJson(join(repoRoot, 'package.json')).packageManager ?? '').replace(/^npm@/, '');

describe('docker-compose.yml', () => {
  it('runs MongoDB, Redis, exactly the processes of DESIGN.md and the PDF workers', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...infrastructure, ...appNames, 'quotes-worker'].sort());
  });

  it('builds every service other than mongo and redis from the one Dockerfile, with a WORKSPACE that exists', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if ((infrastructure as string[]).includes(name)) continue;
      expect(service.build?.dockerfile, `${name}: build.dockerfile`).toBe('Dockerfile');
      const folders = [service.build?.args?.WORKSPACE ?? '', ...(service.build?.args?.ALSO_BUILD ?? '').split(/\s+/).filter(Boolean)];
      for (const folder of folders) expect(workspaceDirs, `${name}: ${folder || 'no WORKSPACE'} is a workspace`).toContain(folder);
    }
  });

  it('runs every service workspace and the gateway', () => {
    const deployable = workspaceDirs.filter((dir) => dir.startsWith('services/') || dir === 'apps/gateway');
    const built = new Set(Object.values(compose.services).map((service) => service.build?.args?.WORKSPACE));
    expect(deployable.filter((dir) => !built.has(dir))).toEqual([]);
  });

  it('passes only build arguments the Dockerfile declares', () => {
    const declared = new Set(
      dockerfile.stages
        .flat()
        .filter((instruction) => instruction.keyword === 'ARG')
        .map((instruction) => instruction.args.split('=')[0]),
    );
    const passed = Object.values(compose.services).flatMap((service) => Object.keys(service.build?.args ?? {}));
    expect(passed.filter((arg) => !declared.has(arg))).toEqual([]);
  });

  it('publishes a host port for the gateway only, and that port is 5000', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'gateway') continue;
      expect(service.ports ?? [], `${name}: publishes no host port`).toEqual([]);
    }
    expect(serviceOf(compose, 'gateway').ports, 'gateway: ports').toEqual(['5000:5000']);
  });

  it('runs MongoDB as a single-node replica set that initiates itself, on a named volume', () => {
    const mongo = serviceOf(compose, 'mongo');
    expect(mongo.image, 'mongo: image').toMatch(/^mongo:7/);
    expect(commandText(mongo.command), 'mongo: command').toMatch(/--replSet[ =]rs0\b/);
    const check = commandText(mongo.healthcheck?.test);
    expect(check, 'mongo: healthcheck').toContain('rs.status()');
    expect(check, 'mongo: healthcheck').toContain('rs.initiate(');
    expect(check, 'mongo: healthcheck').toMatch(/_id: *'rs0'/);
    expectNamedVolume('mongo', mongo, '/data/db');
  });

  it('runs Redis with append-only persistence and no eviction (BullMQ), on a named volume', () => {
    const redis = serviceOf(compose, 'redis');
    expect(redis.image, 'redis: image').toMatch(/^redis:7/);
    const command = commandText(redis.command);
    expect(command, 'redis: command').toMatch(/--appendonly yes/);
    expect(command, 'redis: command').toMatch(/--maxmemory-policy noeviction/);
    expect(commandText(redis.healthcheck?.test), 'redis: healthcheck').toContain('redis-cli ping');
    expectNamedVolume('redis', redis, '/data');
  });

  it('serves metrics from every process on port 9464 inside the network, published to no host port', () => {
    for (const name of [...appNames, 'quotes-worker']) {
      const service = serviceOf(compose, name);
      expect(environmentOf(service).METRICS_PORT, `${name}: METRICS_PORT`).toBe('9464');
      expect(
        (service.ports ?? []).map(String).filter((port) => port.includes('9464')),
        `${name}: 9464 is not published`,
      ).toEqual([]);
    }
  });

  it('leaves PDF rendering to the workers: the quotes API only queues', () => {
    expect(environmentOf(serviceOf(compose, 'quotes')).PDF_WORKER_IN_PROCESS, 'quotes: PDF_WORKER_IN_PROCESS').toBe('false');
  });

  it('runs the PDF workers as the quotes image with the worker entry point, several of them, with what Chromium needs', () => {
    const worker = serviceOf(compose, 'quotes-worker');
    const quotes = serviceOf(compose, 'quotes');
    expect(worker.build, 'quotes-worker: the same build as quotes').toEqual(quotes.build);
    expect(worker.command, 'quotes-worker: command').toEqual(['node', 'dist/worker.js']);
    expect(existsSync(join(repoRoot, 'services/quotes/src/worker.ts')), 'services/quotes/src/worker.ts exists').toBe(true);
    expect(worker.ports ?? [], 'quotes-worker: no port').toEqual([]);
    expect(worker.deploy?.replicas, 'quotes-worker: deploy.replicas').toBeGreaterThanOrEqual(1);
    expect(worker.init, 'quotes-worker: init reaps Chromium').toBe(true);
    expect(worker.shm_size, 'quotes-worker: shm_size').toBeDefined();
    expect(worker.restart, 'quotes-worker: restart').toBe('unless-stopped');
    // It listens on no PORT, so the image's /ready check cannot speak for it.
    expect(commandText(worker.healthcheck?.test), 'quotes-worker: healthcheck').toContain('METRICS_PORT');
    const env = environmentOf(worker);
    expect(env.NODE_ENV, 'quotes-worker: NODE_ENV').toBe('production');
    expect(env.MONGO_URL, 'quotes-worker: MONGO_URL').toBe('mongodb://mongo:27017/?replicaSet=rs0');
    expect(env.REDIS_URL, 'quotes-worker: REDIS_URL').toBe('redis://redis:6379');
    expect(env.CHROMIUM_PATH, 'quotes-worker: CHROMIUM_PATH').toBe('/usr/bin/chromium');
    for (const secret of ['ADMIN_PASSWORD', 'ADMIN_TOKEN_SECRET', 'SERVICE_TOKEN_SECRET'])
      expect(env, `quotes-worker: no ${secret}`).not.toHaveProperty(secret);
    const conditions = (worker.depends_on ?? {}) as Record<string, { condition?: string }>;
    expect(conditions.mongo?.condition, 'quotes-worker: depends_on.mongo').toBe('service_healthy');
    expect(conditions.redis?.condition, 'quotes-worker: depends_on.redis').toBe('service_healthy');
  });

  it('keeps the blobs of catalog, quotes and the PDF workers on one named volume at their BLOB_DIR, files unless BLOB_STORE says otherwise', () => {
    for (const name of ['catalog', 'quotes', 'quotes-worker']) {
      const service = serviceOf(compose, name);
      const env = environmentOf(service);
      expect(env.BLOB_STORE, `${name}: BLOB_STORE`).toBe('${BLOB_STORE:-files}');
      expect(env.BLOB_DIR, `${name}: BLOB_DIR`).toBe('/var/lib/stallplan/blobs');
      expect(service.volumes, `${name}: volumes`).toContain('blobs:/var/lib/stallplan/blobs');
      for (const variable of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect(env[variable], `${name}: ${variable} from an optional variable`).toBe(`\${${variable}:-}`);
    }
    expect(compose.volumes ?? {}).toHaveProperty('blobs');
    // A new named volume takes the owner of the folder it is mounted on: the image's unprivileged user.
    const runs = argsOf(runtime, 'RUN').join('\n');
    expect(runs).toContain('mkdir -p /var/lib/stallplan/blobs');
    expect(runs).toContain('chown node:node /var/lib/stallplan/blobs');
    expect(argsOf(runtime, 'USER')).toEqual(['node']);
  });

  it('runs three travel replicas', () => {
    expect(serviceOf(compose, 'travel').deploy?.replicas, 'travel: deploy.replicas').toBe(3);
  });

  it('points the gateway at each service by its compose name and port', () => {
    const env = environmentOf(serviceOf(compose, 'gateway'));
    for (const name of appNames.filter((app) => app !== 'gateway')) {
      const variable = `${name.toUpperCase()}_URL`;
      expect(env[variable], `gateway: ${variable}`).toBe(`http://${name}:${apps[name]?.port}`);
    }
  });

  it('takes the admin secrets from required variables and never writes them down', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const env = environmentOf(service);
      if ('ADMIN_TOKEN_SECRET' in env) {
        expect(env.ADMIN_TOKEN_SECRET, `${name}: ADMIN_TOKEN_SECRET`).toMatch(/^\$\{ADMIN_TOKEN_SECRET:\?.+\}$/);
      }
      if (name === 'gateway') {
        expect(env.ADMIN_PASSWORD, 'gateway: ADMIN_PASSWORD').toMatch(/^\$\{ADMIN_PASSWORD:\?.+\}$/);
      } else {
        expect(env, `${name}: ADMIN_PASSWORD belongs to the gateway only`).not.toHaveProperty('ADMIN_PASSWORD');
      }
    }
    for (const name of ['gateway', 'catalog', 'content', 'quotes', 'notify']) {
      expect(environmentOf(serviceOf(compose, name)), `${name}: ADMIN_TOKEN_SECRET`).toHaveProperty('ADMIN_TOKEN_SECRET');
    }
  });

  it('gives the service token secret to the services that call each other and to the gateway that vouches for keys, from a required variable', () => {
    for (const name of ['catalog', 'quotes', 'notify', 'gateway']) {
      expect(environmentOf(serviceOf(compose, name)).SERVICE_TOKEN_SECRET, `${name}: SERVICE_TOKEN_SECRET`).toMatch(/^\$\{SERVICE_TOKEN_SECRET:\?.+\}$/);
    }
  });

  it("has every service believe X-Forwarded-For from the gateway's fixed address only", () => {
    const gatewayNetworks = serviceOf(compose, 'gateway').networks as Record<string, { ipv4_address?: string } | null> | undefined;
    const gatewayAddress = gatewayNetworks?.default?.ipv4_address;
    expect(gatewayAddress, 'gateway: networks.default.ipv4_address').toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet ?? '';
    expect(gatewayAddress?.startsWith(subnet.split('.').slice(0, 3).join('.')), `the gateway's address is in ${subnet}`).toBe(true);
    for (const name of appNames.filter((app) => app !== 'gateway')) {
      expect(environmentOf(serviceOf(compose, name)).TRUSTED_PROXIES, `${name}: TRUSTED_PROXIES`).toBe(gatewayAddress);
    }
    // The gateway faces clients: it believes no forwarded address unless told of a load balancer in front.
    expect(environmentOf(serviceOf(compose, 'gateway')).TRUSTED_PROXIES, 'gateway: TRUSTED_PROXIES').toBe('${GATEWAY_TRUSTED_PROXIES:-none}');
  });
});

function expectNamedVolume(name: string, service: ComposeService, target: string) {
  const mount = (service.volumes ?? []).find((volume) => volume.split(':')[1] === target);
  expect(mount, `${name}: a volume on ${target}`).toBeDefined();
  const source = mount?.split(':')[0] ?? '';
  expect(compose.volumes ?? {}, `${name}: ${source} is a named volume`).toHaveProperty(source);
}

describe.each(appNames)('%s', (name) => {
  const app = apps[name] as AppExpectation;
  const service = serviceOf(compose, name);
  const env = environmentOf(service);
  const args = service.build?.args ?? {};

  it('is built from the one Dockerfile with the repository root as context, WORKSPACE naming its folder', () => {
    expect(resolve(repoRoot, service.build?.context ?? ''), `${name}: build.context`).toBe(repoRoot);
    expect(service.build?.dockerfile, `${name}: build.dockerfile`).toBe('Dockerfile');
    expect(args.WORKSPACE, `${name}: build.args.WORKSPACE`).toBe(app.dir);
  });

  it("listens on DESIGN.md's port on all interfaces, in production mode", () => {
    expect(env.PORT, `${name}: PORT in docker-compose.yml`).toBe(String(app.port));
    expect(env.HOST, `${name}: HOST in docker-compose.yml`).toBe('0.0.0.0');
    expect(env.NODE_ENV, `${name}: NODE_ENV in docker-compose.yml`).toBe('production');
    // The image listens on and exposes the port it was built with.
    expect(args.PORT, `${name}: build.args.PORT`).toBe(String(app.port));
    const imageEnv = envOfStage(runtime);
    expect(imageEnv.PORT, 'ENV PORT in the Dockerfile').toBe('${PORT}');
    expect(imageEnv.HOST, 'ENV HOST in the Dockerfile').toBe('0.0.0.0');
    expect(imageEnv.NODE_ENV, 'ENV NODE_ENV in the Dockerfile').toBe('production');
    const exposed = argsOf(runtime, 'EXPOSE').flatMap((exposedPorts) => exposedPorts.split(/\s+/));
    expect(exposed, 'EXPOSE in the Dockerfile').toContain('${PORT}');
  });

  it('is healthy only when /ready answers, and restarts unless stopped', () => {
    expect(commandText(service.healthcheck?.test), `${name}: healthcheck`).toContain('/ready');
    expect(service.restart, `${name}: restart`).toBe('unless-stopped');
    expect(argsOf(runtime, 'HEALTHCHECK').join(' '), 'HEALTHCHECK in the Dockerfile').toContain('/ready');
  });

  it('waits for the infrastructure it uses to be healthy, and is given its address', () => {
    const dependsOn = service.depends_on;
    expect(Array.isArray(dependsOn), `${name}: depends_on must name conditions, not a plain list`).toBe(false);
    const conditions = (dependsOn ?? {}) as Record<string, { condition?: string }>;
    for (const needed of infrastructure) {
      const variable = envVarOf[needed];
      if (app.needs.includes(needed)) {
        expect(conditions[needed]?.condition, `${name}: depends_on.${needed}.condition`).toBe('service_healthy');
        expect(env[variable], `${name}: ${variable}`).toBe(needed === 'mongo' ? 'mongodb://mongo:27017/?replicaSet=rs0' : 'redis://redis:6379');
      } else {
        expect(env, `${name}: does not use ${needed}`).not.toHaveProperty(variable);
      }
    }
    for (const [dependency, { condition }] of Object.entries(conditions)) {
      expect(condition, `${name}: depends_on.${dependency}.condition`).toBe('service_healthy');
    }
  });

  it('starts the compiled server from its workspace folder', () => {
    expect(cmdOf(runtime), 'CMD in the Dockerfile').toEqual(['node', 'dist/server.js']);
    expect(argsOf(runtime, 'WORKDIR').at(-1), 'the last WORKDIR of the Dockerfile').toBe('/app/${WORKSPACE}');
    expect(service.command, `${name}: command`).toBeUndefined();
    expect(existsSync(join(repoRoot, app.dir, 'src/server.ts')), `${name}: ${app.dir}/src/server.ts exists`).toBe(true);
  });
});

describe('the Dockerfile', () => {
  it('is the only one in the repository', () => {
    expect(dockerfilesUnder(repoRoot)).toEqual(['Dockerfile']);
  });

  it('is multi-stage, and its runtime stage runs as a non-root user', () => {
    expect(dockerfile.stages.length, 'FROM lines').toBeGreaterThanOrEqual(2);
    const user = argsOf(runtime, 'USER').at(-1);
    expect(user, 'USER in the runtime stage').toBeDefined();
    expect(['root', '0', '0:0'], `USER ${user} is not root`).not.toContain(user?.trim());
  });

  it('prunes to the workspace and the ones it needs, builds them with turbo and ships their dist/ and seed/ folders', () => {
    expect(dockerfile.text, 'turbo prune of WORKSPACE and ALSO_BUILD').toMatch(
      /for dir in \$\{WORKSPACE\} \$\{ALSO_BUILD\}[^\n]*\n.*turbo prune \$\{names\} --docker/,
    );
    expect(dockerfile.text, 'builds with turbo').toContain('turbo run build');
    expect(dockerfile.text, 'gathers package.json, dist/ and seed/ of every pruned workspace').toMatch(/for part in dist seed;/);
    expect(argsOf(runtime, 'COPY'), 'the runtime stage copies what the build gathered').toContain('--from=build /out ./');
  });

  it("installs only the workspace's production dependencies, with the npm of packageManager and no browser download", () => {
    expect(dockerfile.text, 'npm ci --omit=dev for WORKSPACE').toContain('npm ci --omit=dev --workspace="${WORKSPACE}"');
    expect(dockerfile.text, 'the npm of packageManager').toContain(`ARG NPM_VERSION=${npmVersion}`);
    expect(dockerfile.text, 'never lets puppeteer download a browser').toContain('PUPPETEER_SKIP_DOWNLOAD=true');
  });
});

describe('images with extra needs', () => {
  it('quotes installs Debian Chromium and fonts and tells the service where Chromium is', () => {
    const install = argsOf(runtime, 'RUN').find((command) => command.includes('apt-get install'));
    expect(install, 'apt-get install in the runtime stage').toBeDefined();
    expect(install, 'installs SYSTEM_PACKAGES').toContain('${SYSTEM_PACKAGES}');
    expect(install, 'no recommended packages').toContain('--no-install-recommends');
    expect(install, 'cleans the apt lists').toContain('rm -rf /var/lib/apt/lists');
    const packages = (serviceOf(compose, 'quotes').build?.args?.SYSTEM_PACKAGES ?? '').split(/\s+/);
    expect(packages, 'quotes: build.args.SYSTEM_PACKAGES').toEqual(expect.arrayContaining(['chromium', 'fonts-noto-core']));
    expect(environmentOf(serviceOf(compose, 'quotes')).CHROMIUM_PATH, 'quotes: CHROMIUM_PATH in compose').toBe('/usr/bin/chromium');
  });

  it('every image whose workspace drives Chromium through puppeteer installs it', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const workspace = [...workspaces.values()].find((candidate) => candidate.dir === service.build?.args?.WORKSPACE);
      if (!workspace?.dependencies.includes('puppeteer-core')) continue;
      expect((service.build?.args?.SYSTEM_PACKAGES ?? '').split(/\s+/), `${name}: build.args.SYSTEM_PACKAGES`).toContain('chromium');
    }
  });

  it('gateway ships the built web app and points WEB_DIST at it', () => {
    const gateway = serviceOf(compose, 'gateway');
    expect((gateway.build?.args?.ALSO_BUILD ?? '').split(/\s+/), 'gateway: build.args.ALSO_BUILD').toContain('apps/web');
    // The pruned apps/web's dist/ lands at /app/apps/web/dist; the gateway's own default points there too.
    expect(environmentOf(gateway).WEB_DIST, 'gateway: WEB_DIST in compose').toBe('/app/apps/web/dist');
  });
});

describe('.dockerignore', () => {
  it('keeps local installs, builds and data out of the build context', () => {
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['**/node_modules', '**/dist', '.data', '.tools', '**/.turbo', '.git']) {
      expect(ignored, `.dockerignore: ${entry}`).toContain(entry);
    }
  });
});
