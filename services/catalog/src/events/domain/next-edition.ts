import type { TradeEvent } from '@stallplan/contracts';

/** A month of a year; `month` runs 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

export interface NextEdition extends YearMonth {
  /** Whole calendar months from today's month to the edition's (1 for next month). */
  monthsAway: number;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const YEARS_BETWEEN = { annual: 1, biennial: 2, triennial: 3 } as const;

/** `March` for 3. */
export function monthName(month: number): string {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`A month runs from 1 to 12, got ${month}.`);
  return name;
}

/** `March 2027`. */
export function monthLabel({ year, month }: YearMonth): string {
  return `${monthName(month)} ${year}`;
}

/** Calendar months from one month to another, counted in UTC. */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  return (to.year - from.year) * 12 + (to.month - from.month);
}

/** Today's month in UTC, the calendar the service counts in. */
export function monthOf(date: Date): YearMonth {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/**
 * Whether the show runs in this year. A biennial or triennial show runs in the years a whole
 * number of periods from `heldInYear`; without that year there is nothing to count from, so it is
 * taken to run every year.
 */
export function runsInYear(event: Pick<TradeEvent, 'frequency' | 'heldInYear'>, year: number): boolean {
  const period = YEARS_BETWEEN[event.frequency ?? 'annual'];
  if (period === 1 || event.heldInYear === undefined) return true;
  return (((year - event.heldInYear) % period) + period) % period === 0;
}

/**
 * The show's next edition: the earliest of its usual months, in a year it runs, from next month
 * on. The month in progress is left out on purpose: a stall cannot be booked and built for a show
 * that runs this month, and whether it is already over is not known from the month alone.
 */
export function nextEdition(event: Pick<TradeEvent, 'months' | 'frequency' | 'heldInYear'>, today: Date): NextEdition {
  const now = monthOf(today);
  const months = [...new Set(event.months)].sort((a, b) => a - b);
  // Four years always hold an edition of a show run at most every third year.
  for (let year = now.year; year <= now.year + 4; year += 1) {
    if (!runsInYear(event, year)) continue;
    for (const month of months) {
      const monthsAway = monthsBetween(now, { year, month });
      if (monthsAway >= 1) return { year, month, monthsAway };
    }
  }
  throw new RangeError('A show needs at least one month between 1 and 12.');
}
