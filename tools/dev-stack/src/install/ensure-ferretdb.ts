import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DevStackError } from '../dev-stack-error.js';
import { type LogLine, silentLog } from '../log-line.js';
import { repoRoot } from '../repo-root.js';
import { runCommand } from '../run-command.js';
import { findExecutable } from './find-executable.js';

/** Where the embedded FerretDB binary is built. */
export function ferretDbBinPath(root = repoRoot()): string {
  return join(root, '.tools', 'bin', 'ferretdb');
}

async function mtimeMs(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time among go.mod, go.sum and the .go files of the source directory. */
async function newestSourceMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const isSource = entry.name === 'go.mod' || entry.name === 'go.sum' || entry.name.endsWith('.go');
    if (!entry.isFile() || !isSource) continue;
    newest = Math.max(newest, (await mtimeMs(join(entry.parentPath, entry.name))) ?? 0);
  }
  return newest;
}

export interface EnsureFerretDbOptions {
  root?: string;
  log?: LogLine;
}

/** Builds .tools/bin/ferretdb from tools/ferretdb when it is missing or older than its sources; returns its path. */
export async function ensureFerretDb(options: EnsureFerretDbOptions = {}): Promise<string> {
  const root = options.root ?? repoRoot();
  const log = options.log ?? silentLog;
  const sourceDir = join(root, 'tools', 'ferretdb');
  const binPath = ferretDbBinPath(root);
  const built = await mtimeMs(binPath);
  if (built !== undefined && built >= (await newestSourceMtime(sourceDir))) return binPath;

  const go = await findExecutable('go', ['/usr/local/go/bin/go', '/usr/lib/go/bin/go']);
  if (!go) {
    throw new DevStackError('Go 1.22+ is needed once to build the embedded FerretDB; install it or set MONGO_URL.');
  }
  log('stack', `building FerretDB (first run only, ~2 min)...`);
  // Build beside the target and rename, so parallel test runs never see half a binary.
  const partial = `${binPath}.${process.pid}.partial`;
  await mkdir(dirname(binPath), { recursive: true });
  const code = await runCommand(go, ['build', '-trimpath', '-ldflags=-s -w', '-o', partial, '.'], {
    cwd: sourceDir,
    log: { source: 'go', line: log },
  });
  if (code !== 0) {
    await rm(partial, { force: true });
    throw new DevStackError(`Building FerretDB failed (go build exited with ${code}); see the output above, or set MONGO_URL.`);
  }
  await rename(partial, binPath);
  log('stack', `FerretDB built at ${binPath}`);
  return binPath;
}
