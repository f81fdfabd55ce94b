import { access, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DevStackError } from '../dev-stack-error.js';
import { type LogLine, silentLog } from '../log-line.js';
import { repoRoot } from '../repo-root.js';
import { runCommand } from '../run-command.js';
import { findExecutable } from './find-executable.js';

/** The kustomize that renders deploy/; its version is in the binary's name, so changing it builds anew. */
export const KUSTOMIZE_VERSION = 'v5.8.2';

/** Where that kustomize is built. */
export function kustomizeBinPath(root = repoRoot()): string {
  return join(root, '.tools', 'bin', `kustomize-${KUSTOMIZE_VERSION}`);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

export interface EnsureKustomizeOptions {
  root?: string;
  log?: LogLine;
}

/**
 * Builds .tools/bin/kustomize-<version> with Go from the module proxy when it is missing (~1 min,
 * once); returns its path. Nothing on the machine's PATH is used, so every run renders with the
 * version named above.
 */
export async function ensureKustomize(options: EnsureKustomizeOptions = {}): Promise<string> {
  const root = options.root ?? repoRoot();
  const log = options.log ?? silentLog;
  const binPath = kustomizeBinPath(root);
  if (await exists(binPath)) return binPath;

  const go = await findExecutable('go', ['/usr/local/go/bin/go', '/usr/lib/go/bin/go']);
  if (!go) throw new DevStackError(`Go is needed once to build kustomize ${KUSTOMIZE_VERSION}, which renders deploy/; install it.`);
  log('stack', `building kustomize ${KUSTOMIZE_VERSION} (first run only, ~1 min)...`);
  // A folder of this process's own, then a rename: parallel runs never see half a binary.
  const buildDir = join(root, '.tools', `kustomize-build-${process.pid}`);
  await mkdir(buildDir, { recursive: true });
  await mkdir(dirname(binPath), { recursive: true });
  try {
    const code = await runCommand(go, ['install', '-trimpath', '-ldflags=-s -w', `sigs.k8s.io/kustomize/kustomize/v5@${KUSTOMIZE_VERSION}`], {
      cwd: root,
      env: { ...process.env, GOBIN: buildDir },
      log: { source: 'go', line: log },
    });
    if (code !== 0) throw new DevStackError(`Building kustomize failed (go install exited with ${code}); see the output above.`);
    await rename(join(buildDir, 'kustomize'), binPath);
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
  log('stack', `kustomize built at ${binPath}`);
  return binPath;
}
