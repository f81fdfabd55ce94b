import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { type BenchRow, formatBenchTable, parseBenchRows } from '../bench-table.js';
import { envValue } from '../env-value.js';
import { ensureSystemDependencies, systemNeedsFromEnv } from '../install/ensure-system-dependencies.js';
import { createConsoleLog, type LogLine } from '../log-line.js';
import { repoRoot } from '../repo-root.js';
import { runCommand } from '../run-command.js';
import { listenForShutdownSignals } from '../shutdown-signals.js';
import { type StackHandle, startStack } from '../start-stack.js';

async function benchFiles(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((name) => !name.startsWith('.') && (name.endsWith('.mjs') || name.endsWith('.ts')) && !name.endsWith('.d.ts')).sort();
  } catch {
    return [];
  }
}

function benchEnvironment(stack: StackHandle, resultsFile: string, blobDir: string): NodeJS.ProcessEnv {
  const { ferretdb, redis } = stack.infraPids;
  return {
    ...process.env,
    GATEWAY_URL: stack.gatewayUrl,
    SERVICE_URLS: JSON.stringify(stack.serviceUrls),
    // Each process once: with replicas, `travel` is another name for `travel-1`.
    STACK_PIDS: JSON.stringify(
      Object.fromEntries(Object.entries(stack.pids).filter(([, pid], index, all) => all.findIndex(([, other]) => other === pid) === index)),
    ),
    INFRA_PIDS: JSON.stringify({ ...(ferretdb ? { ferretdb } : {}), ...(redis ? { redis } : {}) }),
    MONGO_URL: stack.mongoUrl,
    REDIS_URL: stack.redisUrl,
    ADMIN_PASSWORD: stack.secrets.adminPassword,
    // For the services a bench starts by itself (the stack's own have theirs).
    BLOB_DIR: blobDir,
    BENCH_RESULTS_FILE: resultsFile,
  };
}

/** The commit the figures belong to, or null outside a git checkout. */
async function gitCommit(root: string): Promise<string | null> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: root });
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

/**
 * Prints every recorded figure as one table and keeps them in bench/results/<time>.json with
 * what they depend on (commit, Node, CPUs), so runs can be compared later.
 */
async function reportFigures(root: string, resultsFile: string, failures: string[], log: LogLine): Promise<void> {
  const text = await readFile(resultsFile, 'utf8').catch(() => '');
  const { rows, rejected } = parseBenchRows(text);
  if (rejected > 0) log('stack', `${rejected} line(s) in the results file were not figures and were left out`);
  if (rows.length === 0) {
    log('stack', 'no figures were recorded');
    return;
  }
  process.stdout.write(`\n${formatBenchTable(rows)}\n\n`);
  const date = new Date();
  const results: { date: string; commit: string | null; node: string; cpus: number; failed: string[]; rows: BenchRow[] } = {
    date: date.toISOString(),
    commit: await gitCommit(root),
    node: process.version,
    cpus: availableParallelism(),
    failed: failures,
    rows,
  };
  const dir = join(root, 'bench', 'results');
  await mkdir(dir, { recursive: true });
  // Colons are not allowed in file names everywhere.
  const file = join(
    dir,
    `${date
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-')}.json`,
  );
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  log('stack', `figures written to ${relative(root, file)}`);
}

/**
 * `npm run bench`: starts the stack, runs every bench/*.mjs and bench/*.ts against it in name
 * order, stops it, then prints the figures they recorded as one table and saves them.
 */
export async function runBenchCommand(args: string[]): Promise<number> {
  const root = repoRoot();
  const log = createConsoleLog();
  const dir = join(root, 'bench');
  // BENCH_ONLY=quote-pdf,travel runs the files whose names contain one of those words.
  const only = (envValue(process.env, 'BENCH_ONLY') ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const files = (await benchFiles(dir)).filter((file) => only.length === 0 || only.some((word) => file.includes(word)));
  if (files.length === 0) {
    log('stack', `no benchmarks found in bench/ (looked for *.mjs and *.ts${only.length > 0 ? ` named like ${only.join(' or ')}` : ''})`);
    return 0;
  }

  const ferretDbBin = await ensureSystemDependencies(systemNeedsFromEnv(), log);
  // Each script appends its figures here through bench/lib/report.mjs.
  const resultsDir = await mkdtemp(join(tmpdir(), 'stallplan-bench-'));
  const resultsFile = join(resultsDir, 'results.jsonl');
  await writeFile(resultsFile, '');
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
    await rm(resultsDir, { recursive: true, force: true });
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
      // Node 24 runs a .ts bench as it is, its types stripped.
      const code = await runCommand(process.execPath, [join(dir, file), ...args], {
        cwd: root,
        env: benchEnvironment(stack, resultsFile, join(resultsDir, 'blobs')),
        signal: signals.signal,
      });
      if (code !== 0) failures.push(`${file} (exit code ${code})`);
    }
  } finally {
    log('stack', 'stopping the stack...');
    await stack.stop();
  }
  try {
    await reportFigures(root, resultsFile, failures, log);
  } finally {
    await rm(resultsDir, { recursive: true, force: true });
  }
  if (failures.length > 0) log('stack', `failed: ${failures.join(', ')}`);
  if (signals.signal.aborted) return 130;
  return failures.length > 0 || died ? 1 : 0;
}
