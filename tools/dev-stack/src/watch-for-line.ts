import type { LogLine } from './log-line.js';

export interface LineWatch {
  /** Passes every line on to the log it was made from. */
  log: LogLine;
  /** Resolves at the first line that matches; never rejects. */
  seen: Promise<void>;
}

/**
 * Taps a process's output for one line, for a process with no HTTP port to poll (a queue worker
 * says it has started).
 */
export function watchForLine(log: LogLine, pattern: RegExp): LineWatch {
  let resolveSeen: () => void = () => undefined;
  let matched = false;
  const seen = new Promise<void>((resolve) => {
    resolveSeen = resolve;
  });
  return {
    seen,
    log: (source, line) => {
      if (!matched && pattern.test(line)) {
        matched = true;
        resolveSeen();
      }
      log(source, line);
    },
  };
}
