import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';

/** Receives one line of output and the name of the process (or launcher step) it came from. */
export type LogLine = (source: string, line: string) => void;

export const silentLog: LogLine = () => undefined;

const KNOWN_COLOURS: Record<string, string> = {
  stack: '1',
  ferretdb: '90',
  redis: '31',
  catalog: '36',
  content: '35',
  travel: '33',
  quotes: '32',
  notify: '34',
  gateway: '96',
  apt: '90',
  go: '90',
};
const OTHER_COLOURS = ['94', '95', '93', '92', '91'];

function colourFor(source: string): string {
  const known = KNOWN_COLOURS[source];
  if (known) return known;
  let hash = 0;
  for (const char of source) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return OTHER_COLOURS[hash % OTHER_COLOURS.length] ?? '0';
}

export interface ConsoleLogOptions {
  stream?: NodeJS.WriteStream;
  /** Defaults to whether the stream is a terminal (and NO_COLOR is unset). */
  colour?: boolean;
  /** Width the source name is padded to. */
  width?: number;
}

/** Prints `name     | line`, the name padded and coloured when writing to a terminal. */
export function createConsoleLog(options: ConsoleLogOptions = {}): LogLine {
  const stream = options.stream ?? process.stdout;
  const colour = options.colour ?? (Boolean(stream.isTTY) && !process.env['NO_COLOR']);
  const width = options.width ?? 8;
  const prefix = (source: string): string => {
    const label = `${source.padEnd(width)} |`;
    return colour ? `\u001b[${colourFor(source)}m${label}\u001b[0m` : label;
  };
  return (source, text) => {
    stream.write(
      text
        .split('\n')
        .map((line) => `${prefix(source)} ${line}\n`)
        .join(''),
    );
  };
}

/** Splits a stream into lines and hands each to log under the given source name. */
export function pipeLines(stream: Readable, source: string, log: LogLine, onLine?: (line: string) => void): void {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => {
    onLine?.(line);
    log(source, line);
  });
}

const LAUNCHER_SOURCES = new Set(['stack', 'go', 'apt']);

/**
 * Keeps only the launcher's own lines (and apt/go while installing), dropping the servers'
 * chatter; a server that fails to start still has its last output quoted in the error.
 */
export function launcherLinesOnly(log: LogLine): LogLine {
  return (source, line) => {
    if (LAUNCHER_SOURCES.has(source)) log(source, line);
  };
}
