import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { DevStackError } from './dev-stack-error.js';
import { type LogLine, pipeLines, silentLog } from './log-line.js';

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  /** Settles (never rejects) when the process has exited and been reaped. */
  readonly exited: Promise<ProcessExit>;
  /** Set once the process has exited. */
  readonly exit: ProcessExit | undefined;
  /** Whether stop() was called, so an exit is expected. */
  readonly stopping: boolean;
  /** The last lines the process printed, for error messages. */
  recentOutput(): string[];
  /** SIGTERM (or the signal given), then SIGKILL after graceMs; safe to call more than once. */
  stop(graceMs?: number, signal?: 'SIGTERM' | 'SIGINT'): Promise<ProcessExit>;
}

export interface SpawnManagedOptions {
  name: string;
  command: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  log?: LogLine;
  /**
   * Start the process in a process group of its own, so a Ctrl-C at the terminal reaches only
   * the launcher, which then stops its children in order.
   */
  ownProcessGroup?: boolean;
  /** Run as this user and group (PostgreSQL, which refuses to run as root). */
  uid?: number;
  gid?: number;
}

const RECENT_LINES = 30;
const running = new Set<ManagedProcess & { kill(signal: NodeJS.Signals): void }>();
let exitHookInstalled = false;

/** Last resort when the launcher exits without stopping its children: kill them so none is left behind. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

export function describeExit(exit: ProcessExit): string {
  return exit.signal ? `killed by ${exit.signal}` : `exited with code ${exit.code ?? 'unknown'}`;
}

/** Spawns a long-running child whose output is logged line by line under its name. */
export async function spawnManaged(options: SpawnManagedOptions): Promise<ManagedProcess> {
  const log = options.log ?? silentLog;
  const ownGroup = options.ownProcessGroup ?? false;
  const child = spawn(options.command, options.args ?? [], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    ...(options.uid !== undefined ? { uid: options.uid } : {}),
    ...(options.gid !== undefined ? { gid: options.gid } : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  });
  try {
    await once(child, 'spawn');
  } catch (error) {
    throw new DevStackError(`Cannot start ${options.name} (${options.command}): ${(error as Error).message}`);
  }
  const pid = child.pid;
  if (pid === undefined) throw new DevStackError(`Cannot start ${options.name} (${options.command}).`);

  const recent: string[] = [];
  const remember = (line: string): void => {
    recent.push(line);
    if (recent.length > RECENT_LINES) recent.shift();
  };
  pipeLines(child.stdout, options.name, log, remember);
  pipeLines(child.stderr, options.name, log, remember);

  let exit: ProcessExit | undefined;
  let stopping = false;
  let stopped: Promise<ProcessExit> | undefined;

  const kill = (signal: NodeJS.Signals): void => {
    try {
      // A group of its own also holds whatever the child started (a browser, say).
      if (ownGroup && signal === 'SIGKILL') process.kill(-pid, signal);
      else process.kill(pid, signal);
    } catch {
      // already gone
    }
  };

  const exited = new Promise<ProcessExit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      running.delete(handle);
      if (ownGroup) kill('SIGKILL');
      resolve(exit);
    });
  });

  const handle = {
    name: options.name,
    pid,
    exited,
    get exit() {
      return exit;
    },
    get stopping() {
      return stopping;
    },
    recentOutput: () => [...recent],
    kill,
    stop(graceMs = 5_000, signal: 'SIGTERM' | 'SIGINT' = 'SIGTERM'): Promise<ProcessExit> {
      stopping = true;
      stopped ??= (async () => {
        if (exit) return exit;
        kill(signal);
        const timer = setTimeout(() => {
          log('stack', `${options.name} did not stop within ${graceMs / 1000} s; killing it`);
          kill('SIGKILL');
        }, graceMs);
        const result = await exited;
        clearTimeout(timer);
        return result;
      })();
      return stopped;
    },
  };
  running.add(handle);
  installExitHook();
  return handle;
}
