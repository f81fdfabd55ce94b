import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES } from '../src/stack-layout.js';
import { makeTempDir } from './helpers.js';

const FAKE_APP = fileURLToPath(new URL('./fixtures/fake-app.mjs', import.meta.url));
const FAKE_WORKER = fileURLToPath(new URL('./fixtures/fake-worker.mjs', import.meta.url));

export interface FakeStackRoot {
  root: string;
  /** Where the fake processes record events (events.log). */
  markerDir: string;
  events(): Promise<string[]>;
  /** The environment a fake PDF worker started with, by its process id. */
  workerEnv(pid: number): Promise<Record<string, string>>;
}

/**
 * A throwaway repository layout whose "built" services and gateway are the fake app, catalog with
 * a seeder, and the quotes PDF worker the fake worker.
 */
export async function makeFakeStackRoot(): Promise<FakeStackRoot> {
  const root = await makeTempDir('stack');
  const markerDir = join(root, 'markers');
  await mkdir(markerDir);
  const entry = `import ${JSON.stringify(FAKE_APP)};\n`;
  for (const dir of [...SERVICE_NAMES.map((name) => join(root, 'services', name, 'dist')), join(root, 'apps', 'gateway', 'dist')]) {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'server.js'), entry);
  }
  await writeFile(join(root, 'services', 'quotes', 'dist', 'worker.js'), `import ${JSON.stringify(FAKE_WORKER)};\n`);
  await writeFile(
    join(root, 'services', 'catalog', 'dist', 'seed.js'),
    `import { appendFileSync } from 'node:fs';\n` +
      `appendFileSync(${JSON.stringify(join(markerDir, 'events.log'))}, 'catalog seeded ' + (process.env.MONGO_URL ? 'with' : 'without') + ' MONGO_URL\\n');\n`,
  );
  return {
    root,
    markerDir,
    events: async () => (await readFile(join(markerDir, 'events.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean),
    workerEnv: async (pid) => JSON.parse(await readFile(join(markerDir, `worker-${pid}.json`), 'utf8')) as Record<string, string>,
  };
}
