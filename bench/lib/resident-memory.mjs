// Resident set size of a process, as the kernel counts it (Linux only).
import { readFileSync } from 'node:fs';

/** VmRSS of the process in MB; throws when the process is gone. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
