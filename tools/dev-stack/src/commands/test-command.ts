import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DevStackError } from '../dev-stack-error.js';
import { envValue } from '../env-value.js';
import { ensureSystemDependencies } from '../install/ensure-system-dependencies.js';
import { DEFAULT_CHROMIUM_PATH } from '../install/find-executable.js';
import { createConsoleLog, launcherLinesOnly } from '../log-line.js';
import { provisionTestInfra, type TestInfra } from '../provision-test-infra.js';
import { repoRoot } from '../repo-root.js';
import { runCommand } from '../run-command.js';
import { listenForShutdownSignals } from '../shutdown-signals.js';
import { addTally, parseVitestSummary, type TestTally } from '../test-tally.js';

interface TestStep {
  name: string;
  command: string;
  args: string[];
  cwd: string;
}

/** Source folders checked for import cycles (those that exist). */
const CYCLE_CHECKED = ['apps/gateway/src', 'apps/web/src', 'services', 'packages', 'tools/dev-stack/src', 'tools/repo-checks/src'];

function testSteps(root: string): TestStep[] {
  const steps: TestStep[] = [
    { name: 'typecheck and lint', command: 'npx', args: ['turbo', 'run', 'typecheck', 'lint', '--output-logs=errors-only'], cwd: root },
    { name: 'formatting', command: 'npx', args: ['prettier', '--check', '--log-level=warn', '.'], cwd: root },
    {
      name: 'no circular imports',
      command: 'npx',
      args: [
        // Our sources only: a built declaration file may name a type through its package's index, which is no cycle.
        'madge',
        '--circular',
        '--extensions',
        'ts,tsx',
        '--ts-config',
        'tsconfig.base.json',
        '--exclude',
        '(^|/)dist/',
        ...CYCLE_CHECKED.filter((dir) => existsSync(join(root, dir))),
      ],
      cwd: root,
    },
    { name: 'unit and integration tests', command: 'npx', args: ['turbo', 'run', 'test', '--concurrency=2'], cwd: root },
  ];
  const e2eConfig = join(root, 'apps', 'web', 'vitest.e2e.config.ts');
  if (existsSync(e2eConfig)) {
    steps.push({ name: 'end-to-end tests', command: 'npx', args: ['vitest', 'run', '--config', e2eConfig], cwd: join(root, 'apps', 'web') });
  }
  const stackConfig = join(root, 'tests', 'stack', 'vitest.config.ts');
  if (existsSync(stackConfig)) {
    steps.push({
      name: 'whole-stack security, fault and contract tests',
      command: 'npx',
      args: ['vitest', 'run', '--config', stackConfig],
      cwd: join(root, 'tests', 'stack'),
    });
  }
  return steps;
}

/**
 * `npm test`: one FerretDB and one Redis for the whole run, then typecheck and lint, the import
 * cycle check, every workspace's tests and the end-to-end tests, stopping at the first failure.
 * Ends with the line `N passed, N failed`: the tests vitest counted, plus any step that failed
 * without running tests (a type error, say) as one failure, so a red run never reads as green.
 */
export async function runTestCommand(): Promise<number> {
  const root = repoRoot();
  const log = createConsoleLog();
  const containers = envValue(process.env, 'TEST_INFRA') === 'containers';
  await ensureSystemDependencies(
    {
      ferretDb: !containers && !envValue(process.env, 'MONGO_URL'),
      redis: !containers && !envValue(process.env, 'REDIS_URL'),
      chromium: !envValue(process.env, 'CHROMIUM_PATH'),
    },
    log,
  );

  const signals = listenForShutdownSignals();
  const tests: TestTally = { passed: 0, failed: 0, skipped: 0 };
  let stepsFailedWithoutTests = 0;
  let exitCode = 0;
  let infra: TestInfra | undefined;
  // Blobs (uploaded images, PDFs) of whatever the steps start from this environment; removed with the run.
  let blobDir: string | undefined;
  try {
    try {
      infra = await provisionTestInfra({ log: launcherLinesOnly(log), ownProcessGroup: true });
    } catch (error) {
      stepsFailedWithoutTests += 1;
      throw error;
    }
    log('stack', `test infrastructure: MongoDB ${infra.mongoUrl}, Redis ${infra.redisUrl}`);
    blobDir = await mkdtemp(join(tmpdir(), 'stallplan-test-blobs-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      MONGO_URL: infra.mongoUrl,
      REDIS_URL: infra.redisUrl,
      BLOB_DIR: blobDir,
      CHROMIUM_PATH: envValue(process.env, 'CHROMIUM_PATH') ?? DEFAULT_CHROMIUM_PATH,
      TURBO_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
    };
    const steps = testSteps(root);
    for (const [index, step] of steps.entries()) {
      if (signals.signal.aborted) break;
      log('stack', `step ${index + 1}/${steps.length}: ${step.name} (${step.command} ${step.args.join(' ')})`);
      const startedAt = Date.now();
      const stepTally: TestTally = { passed: 0, failed: 0, skipped: 0 };
      const code = await runCommand(step.command, step.args, {
        cwd: step.cwd,
        env,
        signal: signals.signal,
        watch: (line) => {
          const summary = parseVitestSummary(line);
          if (summary) addTally(stepTally, summary);
        },
      });
      addTally(tests, stepTally);
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      if (code === 0) {
        log('stack', `passed: ${step.name} (${seconds} s)`);
        continue;
      }
      if (stepTally.failed === 0) stepsFailedWithoutTests += 1;
      exitCode = code;
      log('stack', `FAILED: ${step.name} (exit code ${code}, ${seconds} s)`);
      break;
    }
    if (signals.signal.aborted && exitCode === 0) exitCode = 130;
  } catch (error) {
    exitCode = 1;
    log('stack', error instanceof DevStackError ? error.message : String((error as Error).stack ?? error));
  } finally {
    await infra?.stop();
    if (blobDir) await rm(blobDir, { recursive: true, force: true });
    signals.dispose();
  }
  const failed = tests.failed + stepsFailedWithoutTests;
  process.stdout.write(`${tests.passed} passed, ${failed} failed${tests.skipped ? `, ${tests.skipped} skipped` : ''}\n`);
  return exitCode;
}
