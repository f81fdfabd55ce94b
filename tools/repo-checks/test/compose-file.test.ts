import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { workspaceFolders } from '../src/workspace-folders.js';

/*
 * There is no Docker engine where the tests run, so docker-compose.yml and the one Dockerfile are
 * checked as files: every image is built from the root Dockerfile with a WORKSPACE that exists,
 * every deployable workspace has a compose service, and each command starts a real entry point.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.data', '.tools', '.turbo']);

interface ComposeService {
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  command?: string[];
}

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const built = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const workspaces = workspaceFolders(ROOT);

function dockerfilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : dockerfilesUnder(join(dir, entry.name));
    return /^Dockerfile|\.Dockerfile$/.test(entry.name) ? [relative(ROOT, join(dir, entry.name))] : [];
  });
}

function packageJson(folder: string): { dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
}

describe('docker-compose.yml and the Dockerfile', () => {
  it('has one Dockerfile, at the repository root', () => {
    expect(dockerfilesUnder(ROOT)).toEqual(['Dockerfile']);
  });

  it('builds every image from the root Dockerfile with an existing WORKSPACE', () => {
    expect(built.length).toBeGreaterThan(0);
    for (const [name, { build }] of built) {
      expect({ name, context: build?.context, dockerfile: build?.dockerfile }).toEqual({ name, context: '.', dockerfile: 'Dockerfile' });
      const folders = [build?.args?.WORKSPACE ?? '', ...(build?.args?.ALSO_BUILD ?? '').split(/\s+/).filter(Boolean)];
      for (const folder of folders) expect(workspaces, `${name}: ${folder || 'no WORKSPACE'}`).toContain(folder);
    }
  });

  it('passes only build arguments the Dockerfile declares', () => {
    const declared = new Set([...dockerfile.matchAll(/^ARG\s+([A-Z_]+)/gm)].map((match) => match[1]));
    const passed = built.flatMap(([, { build }]) => Object.keys(build?.args ?? {}));
    expect(passed.filter((arg) => !declared.has(arg))).toEqual([]);
  });

  it('runs every service and the gateway', () => {
    const deployable = workspaces.filter((folder) => folder.startsWith('services/') || folder === 'apps/gateway');
    const inCompose = new Set(built.map(([, { build }]) => build?.args?.WORKSPACE));
    expect(deployable.filter((folder) => !inCompose.has(folder))).toEqual([]);
  });

  it("starts an entry point each workspace has (the image's default is dist/server.js)", () => {
    for (const [name, { build, command }] of built) {
      const entry = command?.find((part) => part.startsWith('dist/')) ?? 'dist/server.js';
      const source = join(build?.args?.WORKSPACE ?? '', entry.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts'));
      expect(existsSync(join(ROOT, source)), `${name}: ${source}`).toBe(true);
    }
  });

  it('installs Chromium in every image whose workspace drives it through puppeteer', () => {
    for (const [name, { build }] of built) {
      if (!packageJson(build?.args?.WORKSPACE ?? '').dependencies?.['puppeteer-core']) continue;
      expect((build?.args?.SYSTEM_PACKAGES ?? '').split(/\s+/), name).toContain('chromium');
    }
  });
});
