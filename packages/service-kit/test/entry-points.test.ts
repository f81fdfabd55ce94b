import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

// Which packages a fresh Node resolves while it imports one of the kit's entry points: a resolve
// hook records every bare specifier, so the test sees what a service's process would load.
async function packagesLoadedBy(entry: string): Promise<Set<string>> {
  const script = `
    import { registerHooks } from 'node:module';
    const seen = new Set();
    registerHooks({ resolve(specifier, context, next) { if (!/^[./]|^node:|^file:/.test(specifier)) seen.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]); return next(specifier, context); } });
    await import(${JSON.stringify(`${dist}${entry}`)});
    console.log(JSON.stringify([...seen]));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: dist });
  return new Set(JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as string[]);
}

describe('entry points', () => {
  // The gateway and travel import only the index; mongoose and bullmq cost a process about 40 MB.
  it('the index loads neither mongoose nor bullmq', async () => {
    const loaded = await packagesLoadedBy('index.js');
    expect(loaded.has('fastify')).toBe(true);
    expect([...loaded].filter((name) => ['mongoose', 'mongodb', 'bson', 'bullmq'].includes(name))).toEqual([]);
  });

  it('the store entry loads mongoose and the queues entry bullmq', async () => {
    expect((await packagesLoadedBy('store.js')).has('mongoose')).toBe(true);
    expect((await packagesLoadedBy('queues.js')).has('bullmq')).toBe(true);
  });
});
