#!/usr/bin/env node
// `npm start | test | bench` lands here before dependencies may exist, so: plain JS, Node
// built-ins only. On a machine whose Node is not the pinned major, runs itself again on the
// pinned Node (fetched into .tools/ once). Installs dependencies when the lock file changed,
// builds, then hands over to the launcher (dist/cli.js), forwarding signals and its exit code.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { ensurePinnedNode, environmentFor, runsOnPinnedMajor } from './node-runtime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [command, ...args] = process.argv.slice(2);
if (!['start', 'test', 'bench'].includes(command ?? '')) {
  process.stderr.write('usage: node tools/dev-stack/bootstrap.mjs <start|test|bench> [args]\n');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** package.json of the root and of every workspace (`dir/*` or `dir` patterns). */
function manifests() {
  const files = ['package.json'];
  for (const pattern of JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? []) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern];
    files.push(...dirs.map((dir) => `${dir}/package.json`).filter((file) => existsSync(join(root, file))));
  }
  return files.sort();
}

function installHash() {
  const hash = createHash('sha256');
  // Native addons are built for one Node ABI: a different Node means installing again.
  hash.update(`node-abi ${process.versions.modules}\0`);
  const lock = join(root, 'package-lock.json');
  for (const file of existsSync(lock) ? ['package-lock.json'] : manifests()) {
    hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/** The child running now, and whether it runs in a process group of its own. */
let current;
let stopSignal;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopSignal ??= signal;
    if (!current) finish({ code: null, signal });
    // A terminal Ctrl-C reaches the launcher directly as well; it treats repeats as one.
    try {
      process.kill(current.group ? -current.child.pid : current.child.pid, signal);
    } catch {
      // already gone
    }
  });
}

/** Runs a command with our terminal; the install and build run in a group of their own so a signal stops all of it. */
function run(cmd, cmdArgs, { env = process.env, group = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env, detached: group });
    current = { child, group };
    child.once('error', (error) => {
      process.stderr.write(`cannot run ${cmd}: ${error.message}\n`);
      resolve({ code: 127, signal: null });
    });
    child.once('exit', (code, signal) => {
      current = undefined;
      resolve({ code, signal });
    });
  });
}

/** Ends this process the way the child ended (128 + n for a signal, as a shell reports it). */
function finish({ code, signal }) {
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
}

async function step(cmd, cmdArgs, options) {
  const result = await run(cmd, cmdArgs, { ...options, group: true });
  if (result.code !== 0 || stopSignal) {
    if (!stopSignal) process.stderr.write(`\n${cmd} ${cmdArgs.join(' ')} failed\n`);
    finish(result.code === 0 ? { code: 130, signal: null } : result);
  }
}

if (!runsOnPinnedMajor(root)) {
  let dir;
  try {
    dir = ensurePinnedNode(root);
  } catch (error) {
    process.stderr.write(`cannot get the Node version .node-version names: ${error.message}\n`);
    process.exit(1);
  }
  // Everything from here on (npm, turbo, the launcher and every process it starts) runs on it.
  finish(await run(join(dir, 'bin', 'node'), [fileURLToPath(import.meta.url), command, ...args], { env: environmentFor(dir) }));
}

const hashFile = join(root, 'node_modules', '.stallplan-install-hash');
const stored = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';
if (!existsSync(join(root, 'node_modules')) || stored !== installHash()) {
  // `npm install` rather than `npm ci`: it installs the locked versions all the same, without
  // wiping node_modules, and tolerates a lock file rewritten on a registry that lacks another
  // platform's optional binaries (turbo's darwin and windows builds).
  process.stdout.write('installing dependencies (npm install)...\n');
  await step(npm, ['install', '--no-audit', '--no-fund']);
  writeFileSync(hashFile, `${installHash()}\n`);
}

const quiet = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };
await step(npx, ['turbo', 'run', 'build', '--output-logs=errors-only'], { env: quiet });

finish(await run(process.execPath, [join(root, 'tools', 'dev-stack', 'dist', 'cli.js'), command, ...args]));
