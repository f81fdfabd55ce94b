/** Whole minutes as an ISO 8601 duration, the form flight offers carry: 125 → `PT2H5M`, 45 → `PT45M`. */
export function isoDurationFromMinutes(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`A duration cannot be ${minutes} minutes.`);
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}
