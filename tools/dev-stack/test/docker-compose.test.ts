import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docker-compose.yml and the Dockerfiles cannot be built on a machine without a Docker
// engine, so this reads them and holds them to DESIGN.md: ports, environment, health checks,
// dependencies and the shape of each image.

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
  build?: { context?: string; dockerfile?: string };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string[] | string };
  depends_on?: Record<string, { condition?: string }> | string[];
  ports?: unknown[];
  deploy?: { replicas?: number };
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
    const dependencies = Object.keys((manifest.dependencies ?? {}) as Record<string, string>);
    workspaces.set(String(manifest.name), { name: String(manifest.name), dir, dependencies });
  }
  return workspaces;
}

/** The workspace and every workspace it needs at run time (dependencies, not devDependencies). */
function runtimeWorkspaces(workspaces: Map<string, WorkspaceManifest>, packageName: string): WorkspaceManifest[] {
  const found = new Map<string, WorkspaceManifest>();
  const visit = (name: string) => {
    const workspace = workspaces.get(name);
    if (!workspace || found.has(name)) return;
    found.set(name, workspace);
    workspace.dependencies.forEach(visit);
  };
  visit(packageName);
  return [...found.values()];
}

// --- the checks ------------------------------------------------------------------------

const compose = readCompose();
const workspaces = readWorkspaces();
const npmVersion = String(readJson(join(repoRoot, 'package.json')).packageManager ?? '').replace(/^npm@/, '');

describe('docker-compose.yml', () => {
  it('runs MongoDB, Redis and exactly the processes of DESIGN.md', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...infrastructure, ...appNames].sort());
  });

  it('builds every service other than mongo and redis from a Dockerfile that exists', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if ((infrastructure as string[]).includes(name)) continue;
      const dockerfile = service.build?.dockerfile;
      expect(dockerfile, `${name}: build.dockerfile`).toBeTypeOf('string');
      expect(existsSync(join(repoRoot, dockerfile ?? '')), `${name}: ${dockerfile} exists`).toBe(true);
    }
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

  it('gives the service token secret to the services that call each other, from a required variable, and never to the gateway', () => {
    for (const name of ['catalog', 'quotes', 'notify']) {
      expect(environmentOf(serviceOf(compose, name)).SERVICE_TOKEN_SECRET, `${name}: SERVICE_TOKEN_SECRET`).toMatch(/^\$\{SERVICE_TOKEN_SECRET:\?.+\}$/);
    }
    expect(environmentOf(serviceOf(compose, 'gateway')), 'gateway: SERVICE_TOKEN_SECRET').not.toHaveProperty('SERVICE_TOKEN_SECRET');
  });

  it('has every service believe X-Forwarded-For from the gateway\'s fixed address only', () => {
    const gatewayNetworks = serviceOf(compose, 'gateway').networks as Record<string, { ipv4_address?: string } | null> | undefined;
    const gatewayAddress = gatewayNetworks?.default?.ipv4_address;
    expect(gatewayAddress, 'gateway: networks.default.ipv4_address').toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet ?? '';
    expect(gatewayAddress?.startsWith(subnet.split('.').slice(0, 3).join('.')), `the gateway's address is in ${subnet}`).toBe(true);
    for (const name of appNames.filter((app) => app !== 'gateway')) {
      expect(environmentOf(serviceOf(compose, name)).TRUSTED_PROXIES, `${name}: TRUSTED_PROXIES`).toBe(gatewayAddress);
    }
    expect(environmentOf(serviceOf(compose, 'gateway')), 'gateway: TRUSTED_PROXIES').not.toHaveProperty('TRUSTED_PROXIES');
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
  const dockerfilePath = `${app.dir}/Dockerfile`;

  it('is built from its own Dockerfile with the repository root as context', () => {
    expect(resolve(repoRoot, service.build?.context ?? ''), `${name}: build.context`).toBe(repoRoot);
    expect(service.build?.dockerfile, `${name}: build.dockerfile`).toBe(dockerfilePath);
    expect(existsSync(join(repoRoot, dockerfilePath)), `${name}: ${dockerfilePath} exists`).toBe(true);
  });

  it("listens on DESIGN.md's port on all interfaces, in production mode", () => {
    expect(env.PORT, `${name}: PORT in docker-compose.yml`).toBe(String(app.port));
    expect(env.HOST, `${name}: HOST in docker-compose.yml`).toBe('0.0.0.0');
    expect(env.NODE_ENV, `${name}: NODE_ENV in docker-compose.yml`).toBe('production');
    const runtime = runtimeStage(readDockerfile(dockerfilePath));
    const imageEnv = envOfStage(runtime);
    expect(imageEnv.PORT, `${name}: ENV PORT in ${dockerfilePath}`).toBe(String(app.port));
    expect(imageEnv.HOST, `${name}: ENV HOST in ${dockerfilePath}`).toBe('0.0.0.0');
    expect(imageEnv.NODE_ENV, `${name}: ENV NODE_ENV in ${dockerfilePath}`).toBe('production');
    const exposed = argsOf(runtime, 'EXPOSE').flatMap((args) => args.split(/\s+/));
    expect(exposed, `${name}: EXPOSE in ${dockerfilePath}`).toContain(String(app.port));
  });

  it('is healthy only when /ready answers, and restarts unless stopped', () => {
    expect(commandText(service.healthcheck?.test), `${name}: healthcheck`).toContain('/ready');
    expect(service.restart, `${name}: restart`).toBe('unless-stopped');
    const imageCheck = argsOf(runtimeStage(readDockerfile(dockerfilePath)), 'HEALTHCHECK').join(' ');
    expect(imageCheck, `${name}: HEALTHCHECK in ${dockerfilePath}`).toContain('/ready');
  });

  it('waits for the infrastructure it uses to be healthy, and is given its address', () => {
    const dependsOn = service.depends_on;
    expect(Array.isArray(dependsOn), `${name}: depends_on must name conditions, not a plain list`).toBe(false);
    const conditions = (dependsOn ?? {}) as Record<string, { condition?: string }>;
    for (const needed of infrastructure) {
      const variable = envVarOf[needed];
      if (app.needs.includes(needed)) {
        expect(conditions[needed]?.condition, `${name}: depends_on.${needed}.condition`).toBe('service_healthy');
        expect(env[variable], `${name}: ${variable}`).toBe(
          needed === 'mongo' ? 'mongodb://mongo:27017/?replicaSet=rs0' : 'redis://redis:6379',
        );
      } else {
        expect(env, `${name}: does not use ${needed}`).not.toHaveProperty(variable);
      }
    }
    for (const [dependency, { condition }] of Object.entries(conditions)) {
      expect(condition, `${name}: depends_on.${dependency}.condition`).toBe('service_healthy');
    }
  });

  it('has a multi-stage Dockerfile whose runtime stage runs as a non-root user', () => {
    const dockerfile = readDockerfile(dockerfilePath);
    expect(dockerfile.stages.length, `${name}: FROM lines in ${dockerfilePath}`).toBeGreaterThanOrEqual(2);
    const user = argsOf(runtimeStage(dockerfile), 'USER').at(-1);
    expect(user, `${name}: USER in the runtime stage of ${dockerfilePath}`).toBeDefined();
    expect(['root', '0', '0:0'], `${name}: USER ${user} is not root`).not.toContain(user?.trim());
  });

  it('starts the compiled server', () => {
    const cmd = cmdOf(runtimeStage(readDockerfile(dockerfilePath)));
    expect(cmd, `${name}: CMD in ${dockerfilePath}`).toEqual(['node', `${app.dir}/dist/server.js`]);
  });

  it('installs and builds the workspaces it needs, and ships their dist/ folders', () => {
    const dockerfile = readDockerfile(dockerfilePath);
    const needed = runtimeWorkspaces(workspaces, app.packageName);
    expect(needed.length, `${name}: ${app.packageName} is a workspace`).toBeGreaterThan(0);
    // The gateway also serves the built web app, so its image builds that too.
    const built = name === 'gateway' ? [...needed, ...runtimeWorkspaces(workspaces, '@stallplan/web')] : needed;
    for (const workspace of built) {
      expect(dockerfile.text, `${name}: ${dockerfilePath} copies ${workspace.dir}/package.json`).toMatch(
        new RegExp(`^COPY ${workspace.dir}/package\\.json `, 'm'),
      );
    }
    for (const workspace of needed) {
      expect(dockerfile.text, `${name}: ${dockerfilePath} ships ${workspace.dir}/dist`).toMatch(
        new RegExp(`^COPY --from=build \\S*${workspace.dir}/dist `, 'm'),
      );
    }
    expect(dockerfile.text, `${name}: ${dockerfilePath} builds with turbo`).toContain(
      `turbo run build --filter=${app.packageName}...`,
    );
    expect(dockerfile.text, `${name}: ${dockerfilePath} installs with npm ci`).toMatch(/npm ci --omit=dev/);
    expect(dockerfile.text, `${name}: ${dockerfilePath} uses the npm of packageManager`).toContain(
      `ARG NPM_VERSION=${npmVersion}`,
    );
    expect(dockerfile.text, `${name}: ${dockerfilePath} never lets puppeteer download a browser`).toContain(
      'PUPPETEER_SKIP_DOWNLOAD=true',
    );
  });
});

describe('images with extra needs', () => {
  it('quotes installs Debian Chromium and fonts and tells the service where Chromium is', () => {
    const runtime = runtimeStage(readDockerfile('services/quotes/Dockerfile'));
    const install = argsOf(runtime, 'RUN').find((args) => args.includes('apt-get install'));
    expect(install, 'quotes: apt-get install in the runtime stage').toBeDefined();
    expect(install, 'quotes: installs chromium').toMatch(/\bchromium\b/);
    expect(install, 'quotes: installs fonts-noto-core').toMatch(/\bfonts-noto-core\b/);
    expect(install, 'quotes: no recommended packages').toContain('--no-install-recommends');
    expect(install, 'quotes: cleans the apt lists').toContain('rm -rf /var/lib/apt/lists');
    expect(envOfStage(runtime).CHROMIUM_PATH, 'quotes: ENV CHROMIUM_PATH').toBe('/usr/bin/chromium');
    expect(environmentOf(serviceOf(compose, 'quotes')).CHROMIUM_PATH, 'quotes: CHROMIUM_PATH in compose').toBe(
      '/usr/bin/chromium',
    );
  });

  it('gateway ships the built web app and points WEB_DIST at it', () => {
    const runtime = runtimeStage(readDockerfile('apps/gateway/Dockerfile'));
    const webDist = envOfStage(runtime).WEB_DIST;
    expect(webDist, 'gateway: ENV WEB_DIST').toBe('/app/apps/web/dist');
    expect(argsOf(runtime, 'COPY'), 'gateway: copies apps/web/dist').toContainEqual(
      expect.stringMatching(/^--from=build \S*apps\/web\/dist \S*apps\/web\/dist$/),
    );
    expect(argsOf(runtime, 'WORKDIR').at(-1), 'gateway: WORKDIR matches WEB_DIST').toBe('/app');
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
