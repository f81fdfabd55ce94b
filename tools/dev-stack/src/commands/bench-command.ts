import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { envValue } from '../env-value.js';
import { ensureSystemDependencies, systemNeedsFromEnv } from '../install/ensure-system-dependencies.js';
import { createConsoleLog } from '../log-line.js';
import { repoRoot } from '../repo-root.js';
import { runCommand } from '../run-command.js';
import { listenForShutdownSignals } from '../shutdown-signals.js';
import { type StackHandle, startStack } from '../start-stack.js';
import { runnableScript } from '../transpile-bench-script.js';

async function benchFiles(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((name) => !name.startsWith('.') && (name.endsWith('.mjs') || name.endsWith('.ts')) && !name.endsWith('.d.ts')).sort();
  } catch {
    return [];
  }
}

function benchEnvironment(stack: StackHandle): NodeJS.ProcessEnv {
  const { ferretdb, redis } = stack.infraPids;
  return {
    ...process.env,
    GATEWAY_URL: stack.gatewayUrl,
    SERVICE_URLS: JSON.stringify(stack.serviceUrls),
    STACK_PIDS: JSON.stringify(stack.pids),
    INFRA_PIDS: JSON.stringify({ ...(ferretdb ? { ferretdb } : {}), ...(redis ? { redis } : {}) }),
    MONGO_URL: stack.mongoUrl,
    REDIS_URL: stack.redisUrl,
    ADMIN_PASSWORD: stack.secrets.adminPassword,
  };
}

/** `npm run bench`: starts the stack, runs every bench/*.mjs and bench/*.ts against it, stops it. */
export async function runBenchCommand(args: string[]): Promise<number> {
  const root = repoRoot();
  const log = createConsoleLog();
  const dir = join(root, 'bench');
  const files = await benchFiles(dir);
  if (files.length === 0) {
    log('stack', 'no benchmarks found in bench/ (looked for *.mjs and *.ts)');
    return 0;
  }

  const ferretDbBin = await ensureSystemDependencies(systemNeedsFromEnv(), log);
  const signals = listenForShutdownSignals();
  let stack: StackHandle;
  try {
    stack = await startStack({
      log,
      signal: signals.signal,
      // Request logs would drown the figures and the per-client limit would answer most of the
      // load with 429; the limiter still runs, as in production. Values set by hand still win.
      env: {
        LOG_LEVEL: envValue(process.env, 'LOG_LEVEL') ?? 'warn',
        RATE_LIMIT_PER_MINUTE: envValue(process.env, 'RATE_LIMIT_PER_MINUTE') ?? '1000000000',
      },
      ...(ferretDbBin ? { ferretDbBin } : {}),
    });
  } catch (error) {
    if (signals.signal.aborted) return 130;
    throw error;
  }
  log('stack', `stack up in ${(stack.startupMs / 1000).toFixed(1)} s; running ${files.length} benchmark(s)`);

  const failures: string[] = [];
  let died: string | undefined;
  void stack.unexpectedExit.then((unexpected) => {
    died = unexpected.description;
    log('stack', died);
  });
  try {
    for (const file of files) {
      if (signals.signal.aborted || died) break;
      log('stack', `bench: ${file}`);
      const script = await runnableScript(join(dir, file));
      try {
        const code = await runCommand(process.execPath, [script.path, ...args], { cwd: root, env: benchEnvironment(stack), signal: signals.signal });
        if (code !== 0) failures.push(`${file} (exit code ${code})`);
      } finally {
        await script.dispose();
      }
    }
  } finally {
    log('stack', 'stopping the stack...');
    await stack.stop();
  }
  if (failures.length > 0) log('stack', `failed: ${failures.join(', ')}`);
  if (signals.signal.aborted) return 130;
  return failures.length > 0 || died ? 1 : 0;
}
