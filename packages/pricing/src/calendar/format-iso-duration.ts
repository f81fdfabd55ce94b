/** Days are allowed because long itineraries come back as `P1DT2H10M`. */
const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/**
 * An ISO 8601 flight duration as the flight card shows it: `PT2H30M` → `2h 30m`, `PT45M` → `45m`,
 * `PT3H` → `3h`, days folded into hours. Anything else is returned unchanged, so an unexpected
 * format from a supplier still shows something.
 */
export function formatIsoDuration(duration: string): string {
  const match = ISO_DURATION.exec(duration.trim());
  if (!match || (match[1] === undefined && match[2] === undefined && match[3] === undefined)) return duration;
  const hours = Number(match[1] ?? 0) * 24 + Number(match[2] ?? 0);
  const minutes = Number(match[3] ?? 0);
  const parts = [hours > 0 ? `${hours}h` : '', minutes > 0 || hours === 0 ? `${minutes}m` : ''];
  return parts.filter(Boolean).join(' ');
}
