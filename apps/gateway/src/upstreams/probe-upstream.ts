import { serviceReadinessSchema, type GatewayHealth } from '@stallplan/contracts';

export type UpstreamReadiness = GatewayHealth['services'][string];

/** Asks one upstream's `/ready`: ready, answering but not ready (with its checks), or unavailable. */
export async function probeUpstream(baseUrl: string, timeoutMs: number, signal?: AbortSignal): Promise<UpstreamReadiness> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(new URL('/ready', baseUrl), { signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
    const parsed = serviceReadinessSchema.safeParse(await response.json());
    if (!parsed.success) return { status: 'not ready', error: 'answered /ready with an unexpected body' };
    const body = parsed.data;
    return {
      status: response.ok && body.status === 'ready' ? 'ready' : 'not ready',
      checks: body.checks,
      ...(body.error ? { error: body.error } : {}),
    };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : 'is unavailable';
    return { status: 'unavailable', error: reason };
  }
}
