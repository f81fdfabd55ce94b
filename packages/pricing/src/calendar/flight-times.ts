const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The wall clock in India (IST, UTC+5:30) at an instant, read from UTC fields shifted by the offset. */
function istClock(timestamp: number): Date {
  return new Date(timestamp + IST_OFFSET_MS);
}

const two = (value: number) => String(value).padStart(2, '0');

function clockText(ist: Date): string {
  return `${two(ist.getUTCHours())}:${two(ist.getUTCMinutes())}`;
}

/** "Sat 23 Jan": the departure day in India. */
function dayText(ist: Date): string {
  return `${WEEKDAYS[ist.getUTCDay()]} ${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]}`;
}

function dayNumber(ist: Date): number {
  return Math.floor(ist.getTime() / 86_400_000);
}

/**
 * A flight's times as people read them, in IST: "06:05 → 07:45, Sat 23 Jan", with "(+1)" when it
 * lands the next day. Times that do not parse are shown as given rather than dropped.
 */
export function formatFlightTimes(departureTime: string, arrivalTime: string): string {
  const departure = Date.parse(departureTime);
  const arrival = Date.parse(arrivalTime);
  if (Number.isNaN(departure) || Number.isNaN(arrival)) return `${departureTime} → ${arrivalTime}`;
  const from = istClock(departure);
  const to = istClock(arrival);
  const daysLater = dayNumber(to) - dayNumber(from);
  const nextDay = daysLater > 0 ? ` (+${daysLater})` : '';
  return `${clockText(from)} → ${clockText(to)}${nextDay}, ${dayText(from)}`;
}
