import { relative } from 'node:path';
import { ensureSystemDependencies, systemNeedsFromEnv } from '../install/ensure-system-dependencies.js';
import { createConsoleLog } from '../log-line.js';
import { repoRoot } from '../repo-root.js';
import { listenForShutdownSignals } from '../shutdown-signals.js';
import { type StackHandle, startStack } from '../start-stack.js';

function printBanner(stack: StackHandle): void {
  const port = new URL(stack.gatewayUrl).port;
  const lines = ['', `  StallPlan is running at http://localhost:${port}   (started in ${(stack.startupMs / 1000).toFixed(1)} s)`];
  if (stack.secrets.adminPasswordSource !== 'env') {
    const file = relative(repoRoot(), stack.secrets.adminPasswordFile);
    const generated = stack.secrets.adminPasswordSource === 'created' ? 'generated now, ' : '';
    lines.push(`  Admin password: ${stack.secrets.adminPassword}   (${generated}stored in ${file})`);
  }
  lines.push(
    `  Metrics: ${Object.entries(stack.metricsUrls)
      .map(([name, url]) => `${name} ${url}`)
      .join(', ')}`,
  );
  lines.push('  Press Ctrl-C to stop everything.', '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** `npm start`: the whole stack in the foreground until Ctrl-C; exits 1 if any part dies. */
export async function runStartCommand(): Promise<number> {
  const log = createConsoleLog();
  const ferretDbBin = await ensureSystemDependencies(systemNeedsFromEnv(), log);
  const signals = listenForShutdownSignals();
  let stack: StackHandle;
  try {
    stack = await startStack({ log, signal: signals.signal, ...(ferretDbBin ? { ferretDbBin } : {}) });
  } catch (error) {
    if (signals.signal.aborted) {
      log('stack', 'start-up interrupted; everything started has been stopped');
      return 0;
    }
    throw error;
  }
  printBanner(stack);

  const outcome = await Promise.race([
    signals.received.then((signal) => ({ signal }) as const),
    stack.unexpectedExit.then((unexpected) => ({ unexpected }) as const),
  ]);
  if ('signal' in outcome) {
    log('stack', `${outcome.signal} received; stopping...`);
    await stack.stop();
    log('stack', 'stopped');
    return 0;
  }
  log('stack', outcome.unexpected.description);
  log('stack', 'stopping everything...');
  await stack.stop();
  return 1;
}
