import type { ProcessExit } from './managed-process.js';

/** A running piece of infrastructure (FerretDB, Redis). */
export interface InfraHandle {
  url: string;
  port: number;
  pid: number;
  /** Settles when the process has exited, whoever stopped it. */
  exited: Promise<ProcessExit>;
  /** SIGTERM, wait for the exit, SIGKILL after 5 s; safe to call more than once. */
  stop(): Promise<void>;
}
