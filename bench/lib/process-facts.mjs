// What a running process was started with and what it forked, read from /proc (Linux only; the
// process must be this user's, or the bench runs as root). A bench asks a process of the stack for
// its own settings this way when `npm run bench` does not pass them on: a service's database, where
// it keeps its blobs, the PostgreSQL behind FerretDB.
import { readdirSync, readFileSync } from 'node:fs';

/** The environment the process was started with, empty values left out (service-kit reads them as unset). */
export function processEnvironment(pid) {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8')
    .split('\0')
    .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)])
    .filter(([key, value]) => key !== '' && value !== '');
  return Object.fromEntries(entries);
}

/** The process's command line, one argument an entry. */
export function processArguments(pid) {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

/** The parent's id, or null when the process is gone. */
function parentOf(pid) {
  try {
    // The command name, in parentheses, may hold spaces: the fields start after its closing one.
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    return null;
  }
}

/** Every process running now, by id. */
function allPids() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The processes `pid` forked (its children, not theirs). */
export function childProcesses(pid) {
  return allPids().filter((candidate) => parentOf(candidate) === pid);
}

/**
 * The PostgreSQL server FerretDB stores its data in (tools/dev-stack/src/start-ferretdb.ts), with
 * every process it forked (backends, writers), found by the port in FerretDB's -postgresql-url.
 * Empty when FerretDB runs on another handler or the server is not on this machine.
 */
export function postgresBehindFerretDb(ferretdbPid) {
  const args = processArguments(ferretdbPid);
  const url = args[args.indexOf('-postgresql-url') + 1];
  if (!args.includes('-postgresql-url') || !url) return [];
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1'].includes(hostname)) return [];
  const listensThere = (pid) => {
    try {
      const serverArgs = processArguments(pid);
      if (!serverArgs[0]?.endsWith('postgres')) return false;
      // The dev stack passes `-c port=N`; `-p N` is the other way to say it.
      return serverArgs.includes(`port=${port || 5432}`) || serverArgs.join(' ').includes(`-p ${port || 5432}`);
    } catch {
      return false;
    }
  };
  // A process PostgreSQL has just forked still shows the server's arguments: the server is the one whose parent is no match.
  const matches = allPids().filter(listensThere);
  const server = matches.find((pid) => !matches.includes(parentOf(pid)));
  return server === undefined ? [] : [server, ...childProcesses(server)];
}

/**
 * CPU seconds the PostgreSQL behind FerretDB has used, its closed backends included: the server
 * reaps each backend that ends (FerretDB renews its connections every minute or so), and the kernel
 * adds a reaped child's time to its parent's. 0 when there is none.
 */
export function postgresCpuSeconds(ferretdbPid) {
  const [server, ...backends] = postgresBehindFerretDb(ferretdbPid);
  if (server === undefined) return 0;
  const ticks = (pid, fields) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return fields.reduce((sum, field) => sum + Number(stat[field]), 0);
    } catch {
      return 0;
    }
  };
  // utime, stime, then cutime, cstime: the children it has waited for. Clock ticks are 1/100 s.
  const own = ticks(server, [11, 12, 13, 14]);
  return (own + backends.reduce((sum, pid) => sum + ticks(pid, [11, 12]), 0)) / 100;
}

/**
 * Proportional set size in MB: resident pages, each shared page divided among the processes that
 * map it, so a sum over a server and its backends counts shared buffers once (a sum of RSS would
 * count them once a backend). Throws when the process is gone.
 */
export function pssMb(pid) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Pss:\s+(\d+)\s+kB/m.exec(rollup)?.[1] ?? NaN) / 1024;
}
