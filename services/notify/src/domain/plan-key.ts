import { createHash } from 'node:crypto';
import type { FormNotificationRequest } from '@stallplan/contracts';

/** JSON with sorted keys and no undefined values, so equal content always gives equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two notifications "the same plan": the browser's plan id when it sent one, else a
 * hash of the parsed (trimmed, defaulted) form and selections. The browser's costs are left out:
 * they are recomputed, and a rounding difference must not mail the admin twice.
 */
export function planKeyOf(request: FormNotificationRequest): string {
  if (request.planId) return `id:${request.planId}`;
  const content = stableJson({
    formData: request.formData,
    flights: request.selectedFlights.map((flight) => flight.id),
    hotel: request.selectedHotel?.id ?? null,
  });
  return `hash:${createHash('sha256').update(content).digest('hex')}`;
}
