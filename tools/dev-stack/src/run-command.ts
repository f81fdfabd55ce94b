import { spawn } from 'node:child_process';
import type { LogLine } from './log-line.js';
import { pipeLines } from './log-line.js';

export interface RunCommandOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Log output line by line under this name; without it the child shares the launcher's terminal. */
  log?: { source: string; line: LogLine };
  /** Sees every line the command prints while it still goes to the terminal unchanged. */
  watch?: (line: string) => void;
  /** Aborting it sends SIGTERM to the command. */
  signal?: AbortSignal;
  /** Run as this user and group (a root launcher starting PostgreSQL's programs). */
  uid?: number;
  gid?: number;
}

/** Runs a command to completion and resolves with its exit code (signals count as failure). */
export function runCommand(command: string, args: string[], options: RunCommandOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      ...(options.uid !== undefined ? { uid: options.uid } : {}),
      ...(options.gid !== undefined ? { gid: options.gid } : {}),
      stdio: options.log ? ['ignore', 'pipe', 'pipe'] : options.watch ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    });
    if (options.log && child.stdout && child.stderr) {
      pipeLines(child.stdout, options.log.source, options.log.line);
      pipeLines(child.stderr, options.log.source, options.log.line);
    } else if (options.watch && child.stdout) {
      const watch = options.watch;
      let pending = '';
      child.stdout.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk);
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) watch(line);
      });
      child.stdout.on('end', () => {
        if (pending) watch(pending);
      });
    }
    const terminate = (): void => void child.kill('SIGTERM');
    options.signal?.addEventListener('abort', terminate, { once: true });
    child.once('close', () => options.signal?.removeEventListener('abort', terminate));
    child.once('error', (error) => {
      options.log?.line(options.log.source, `cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
}

function signalNumber(signal: NodeJS.Signals): number {
  const numbers: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
  return numbers[signal] ?? 1;
}
