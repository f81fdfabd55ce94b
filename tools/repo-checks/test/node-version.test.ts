import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One Node for every process: `.node-version` names it, and the places that pick a Node on
// their own (the image, npm's engines check, the Node type definitions) must agree with it.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const pinned = read('.node-version').trim();
const pinnedMajor = pinned.split('.')[0];

describe('the Node version', () => {
  it('.node-version names one exact even (LTS) release', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(pinnedMajor) % 2).toBe(0);
  });

  it('is the major the tests themselves run on, so `npm test` really ran on it', () => {
    expect(process.versions.node.split('.')[0]).toBe(pinnedMajor);
  });

  it('is the Dockerfile base image major', () => {
    expect(read('Dockerfile')).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${pinnedMajor}-[a-z]+-slim$`, 'm'));
  });

  it('is what engines asks for and what @types/node describes', () => {
    const manifest = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: Record<string, string> };
    expect(manifest.engines.node).toMatch(new RegExp(`^\\^${pinnedMajor}\\.`));
    expect(manifest.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${pinnedMajor}\\.`));
  });

  it("the bootstrap reads the same pin and puts its Node first on every child's PATH, so npm's `env node` finds it", async () => {
    const runtime = (await import(join(repoRoot, 'tools/dev-stack/node-runtime.mjs'))) as {
      pinnedNodeVersion(root: string): string;
      environmentFor(dir: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
    };
    expect(runtime.pinnedNodeVersion(repoRoot)).toBe(pinned);
    const dir = join(repoRoot, '.tools', `node-${process.platform}-${process.arch}-${pinned}`);
    const env = runtime.environmentFor(dir, { PATH: '/usr/bin:/bin' });
    expect(env.PATH?.split(':')[0]).toBe(join(dir, 'bin'));
  });
});
