// The Node every StallPlan process runs on is the one `.node-version` names. A machine whose own
// Node is another major gets that version from the npm registry's per-platform `node-<os>-<cpu>`
// package (the official binary; npm checks the tarball's integrity) kept under `.tools/`, so
// `npm start` and `npm test` need no manual step. Plain JS, Node built-ins only: it runs before
// any dependency is installed, on whatever Node the machine has.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import process from 'node:process';

/** The exact version `.node-version` pins, e.g. "24.21.0". */
export function pinnedNodeVersion(root) {
  const text = readFileSync(join(root, '.node-version'), 'utf8').trim().replace(/^v/, '');
  if (!/^\d+\.\d+\.\d+$/.test(text)) throw new Error(`.node-version must hold one exact version such as 24.21.0, not "${text}"`);
  return text;
}

const major = (version) => Number(version.split('.')[0]);

/** True when this process already runs on the pinned major (any patch of it will do). */
export function runsOnPinnedMajor(root) {
  return major(process.versions.node) === major(pinnedNodeVersion(root));
}

/**
 * The directory holding `bin/node` of the pinned version, downloaded on first use. Unpacked into a
 * temporary folder and renamed into place, so an interrupted download never leaves half a runtime.
 */
export function ensurePinnedNode(root, log = (line) => process.stdout.write(`${line}\n`)) {
  const version = pinnedNodeVersion(root);
  const name = `node-${process.platform}-${process.arch}`;
  const tools = join(root, '.tools');
  const dir = join(tools, `${name}-${version}`);
  const binary = join(dir, 'bin', 'node');
  if (existsSync(binary)) return dir;

  log(`this machine runs Node ${process.versions.node}; fetching Node ${version} (${name} from the npm registry) into .tools/...`);
  mkdirSync(tools, { recursive: true });
  const work = mkdtempSync(join(tools, '.node-download-'));
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const packed = spawnSync(npm, ['pack', `${name}@${version}`, '--pack-destination', work, '--silent'], { cwd: work, encoding: 'utf8' });
    if (packed.status !== 0) throw new Error(`npm pack ${name}@${version} failed: ${(packed.stderr || packed.stdout || '').trim()}`);
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${name}@${version} wrote no tarball`);
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    const untar = spawnSync('tar', ['-xzf', join(work, tarball), '-C', unpacked, '--strip-components=1'], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`unpacking ${tarball} failed: ${untar.stderr.trim()}`);
    const check = spawnSync(join(unpacked, 'bin', 'node'), ['--version'], { encoding: 'utf8' });
    if (check.stdout?.trim() !== `v${version}`)
      throw new Error(`the downloaded Node answered "${check.stdout?.trim() ?? check.error?.message}", not v${version}`);
    renameSync(unpacked, dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/** The environment for a child on the pinned Node: its bin first on PATH, so `npm`, `npx` and every `node` resolve to it. */
export function environmentFor(dir, env = process.env) {
  return { ...env, PATH: `${join(dir, 'bin')}${delimiter}${env.PATH ?? ''}` };
}
