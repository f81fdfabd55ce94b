// Starting, waiting for and stopping the processes a bench runs itself (a gateway + catalog pair),
// and what they cost in CPU.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NODE_ENV, SERVICE_NODE_FLAGS } from '@stallplan/dev-stack';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** An empty value counts as unset (service-kit's loadConfig), whatever this process's environment holds. */
export function unsetAsEmpty(env) {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value ?? '']));
}

/** `entry` (relative to the repository) under this Node; an unexpected exit is reported with its last stderr, tagged with the bench. */
export function startProcess(bench, name, entry, env) {
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, join(root, entry)], {
    env: { ...process.env, ...SERVICE_NODE_ENV, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null && !child.stopping) console.error(`${bench}: ${name} exited with ${code}: ${stderr}`);
  });
  return child;
}

/** SIGTERM to each, then waits until every one has exited. */
export async function stopProcesses(children) {
  for (const child of children) {
    child.stopping = true;
    child.kill('SIGTERM');
  }
  await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)));
}

export async function waitForOk(bench, url, { headers = {}, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${bench}: ${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** CPU seconds a process has used (user + system), from /proc; clock ticks are 1/100 s on Linux. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds the processes `pids` have used together; one that has exited counts for nothing. */
export function cpuSecondsOf(pids) {
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuSeconds(pid);
    } catch {
      return sum;
    }
  }, 0);
}

/** CPU milliseconds per request the processes `pids` used while `work` ran. */
export async function cpuMsPerRequest(pids, work) {
  const before = pids.map(cpuSeconds);
  const result = await work();
  const used = pids.map(cpuSeconds).reduce((sum, value, index) => sum + value - before[index], 0);
  return { result, cpuMsPerRequest: (used * 1000) / result.requests.total };
}
