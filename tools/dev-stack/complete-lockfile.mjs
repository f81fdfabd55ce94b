// After `npm install` on a registry that lacks some platforms' optional binaries (turbo's,
// tailwind's and msgpackr's darwin and windows builds), npm leaves them out of the lock file
// and `npm ci` then refuses it. This lists each missing one with its version, os and cpu, as
// npm would, so the lock works everywhere. Run: node tools/dev-stack/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { stdout } from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const lockPath = fileURLToPath(new URL('../../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const platforms = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'sunos', 'aix'];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64'];

const added = {};
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted] || added[hoisted]) continue;
    const base = name.split('/').pop();
    const os = platforms.find((platform) => base.includes(`-${platform}`));
    const cpu = cpus.find((arch) => new RegExp(`-${arch}(?:-|$)`).test(base));
    added[hoisted] = {
      version: version.replace(/^[\^~=]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
  }
}

const names = Object.keys(added);
if (names.length > 0) {
  const merged = Object.fromEntries(Object.entries({ ...packages, ...added }).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  lock.packages = merged;
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
stdout.write(`${names.length ? `listed ${names.length} optional binaries: ${names.join(', ')}` : 'the lock file lists every optional binary'}\n`);
