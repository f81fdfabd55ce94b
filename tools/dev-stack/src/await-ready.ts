import { DevStackError } from './dev-stack-error.js';
import { describeExit, type ManagedProcess } from './managed-process.js';

/**
 * Runs a readiness check for a process just started and fails fast, quoting its last output,
 * if the process exits first. The process is stopped when the check fails.
 */
export async function awaitReady(child: ManagedProcess, check: (signal: AbortSignal) => Promise<void>, outerSignal?: AbortSignal): Promise<void> {
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  outerSignal?.addEventListener('abort', abort, { once: true });
  const exitedEarly = child.exited.then((exit) => {
    controller.abort();
    return exit;
  });
  try {
    const outcome = await Promise.race([check(controller.signal).then(() => 'ready' as const), exitedEarly]);
    if (outcome === 'ready') return;
    const output = child.recentOutput().slice(-10).join('\n  ');
    throw new DevStackError(`${child.name} ${describeExit(outcome)} before it was ready${output ? `; its last output:\n  ${output}` : ''}`);
  } catch (error) {
    await child.stop();
    if (outerSignal?.aborted) throw new DevStackError(`Start-up of ${child.name} was interrupted.`);
    throw error;
  } finally {
    outerSignal?.removeEventListener('abort', abort);
  }
}
