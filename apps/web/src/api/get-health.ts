import { gatewayHealthSchema, type GatewayHealth } from '@stallplan/contracts';

/** Reads `/api/health`; a 503 still carries the per-service picture, so both are parsed. */
export async function getHealth(signal?: AbortSignal): Promise<GatewayHealth> {
  const response = await fetch('/api/health', { signal: signal ?? null, headers: { accept: 'application/json' } });
  const parsed = gatewayHealthSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(`The server answered ${response.status} without a health report.`);
  return parsed.data;
}
