/** A dependency check for `/ready`; it throws (or times out) when the dependency does not answer. */
export type ReadinessProbe = () => Promise<void>;

export const READINESS_TIMEOUT_MS = 1500;

/** Runs a probe with a deadline so `/ready` never hangs on a dead connection. */
export async function runProbe(probe: ReadinessProbe, timeoutMs = READINESS_TIMEOUT_MS): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`did not answer within ${timeoutMs} ms`), timeoutMs);
  });
  const attempt = probe().then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  try {
    return await Promise.race([attempt, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** From now on `/ready` fails with this reason, whatever the dependencies say: the process is on its way out. */
export function refuseReadiness(checks: Map<string, ReadinessProbe>, reason: string): void {
  checks.set('process', () => Promise.reject(new Error(reason)));
}
