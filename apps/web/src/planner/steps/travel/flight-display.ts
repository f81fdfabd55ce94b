/** "Non-stop", "1 stop", "2 stops". */
export function stopsLabel(stops: number): string {
  if (stops <= 0) return 'Non-stop';
  return `${stops} ${stops === 1 ? 'stop' : 'stops'}`;
}

const LOCAL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/;

/**
 * The clock time a timestamp names, read from its text: `2026-12-14T06:05:00+05:30` → `06:05`.
 * Offers carry the airport's local time, which is what a traveller reads on a ticket, whatever
 * time zone the browser is in. Anything else is shown as given.
 */
export function clockTimeOf(timestamp: string): string {
  const match = LOCAL_TIMESTAMP.exec(timestamp);
  return match ? `${match[2]}:${match[3]}` : timestamp;
}

/** How many calendar days after departure the flight lands (0 the same day), by the local dates. */
export function arrivalDayOffset(departure: string, arrival: string): number {
  const from = LOCAL_TIMESTAMP.exec(departure)?.[1];
  const to = LOCAL_TIMESTAMP.exec(arrival)?.[1];
  if (!from || !to) return 0;
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
}

/** `economy` → `Economy`, `premium_economy` → `Premium Economy`. */
export function cabinLabel(cabin: string): string {
  return cabin
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
