const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export interface ShutdownSignals {
  /** Resolves with the first signal received. */
  received: Promise<NodeJS.Signals>;
  readonly signal: AbortSignal;
  dispose(): void;
}

/**
 * Catches SIGINT, SIGTERM and SIGHUP. A terminal Ctrl-C may arrive several times at once (from
 * the terminal and forwarded by npm and the bootstrap); only the first one counts.
 */
export function listenForShutdownSignals(): ShutdownSignals {
  const controller = new AbortController();
  let resolveReceived: (signal: NodeJS.Signals) => void = () => undefined;
  const received = new Promise<NodeJS.Signals>((resolve) => {
    resolveReceived = resolve;
  });
  const handler = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) return;
    controller.abort();
    resolveReceived(signal);
  };
  for (const signal of SIGNALS) process.on(signal, handler);
  return {
    received,
    signal: controller.signal,
    dispose: () => {
      for (const signal of SIGNALS) process.off(signal, handler);
    },
  };
}
