import { BID_LINK_DAYS, OWNER_LINK_DAYS_AFTER_EVENT } from '@stallplan/contracts';
import { DAY_MS } from '@stallplan/pricing';

/**
 * The brief's calendar, all in UTC: shows are given as calendar days (`2027-01-20`), and a day
 * starts at 00:00 UTC wherever the exhibitor is.
 */

/** Today's calendar day, `YYYY-MM-DD`, which compares with the show's days as text. */
export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** A brief may go out only before the show's first day: builders need time to bid and build. */
export function showHasStarted(startDate: string, now: Date): boolean {
  return startDate <= todayUtc(now);
}

/** From the day after the last day of the show: the time to review its builder. */
export function showHasEnded(endDate: string, now: Date): boolean {
  return todayUtc(now) > endDate;
}

/** Bids close BID_LINK_DAYS after the brief is sent, or when the show's first day begins if that is sooner. */
export function bidsCloseAt(sentAt: Date, startDate: string): Date {
  const afterLinkDays = sentAt.getTime() + BID_LINK_DAYS * DAY_MS;
  return new Date(Math.min(afterLinkDays, startOfDay(startDate).getTime()));
}

/**
 * The exhibitor's link works through the OWNER_LINK_DAYS_AFTER_EVENT-th day after the show ends,
 * long enough for the review; worked out from the stored end date, so it moves with it.
 */
export function ownerLinkExpiresAt(endDate: string): Date {
  return new Date(startOfDay(endDate).getTime() + (OWNER_LINK_DAYS_AFTER_EVENT + 1) * DAY_MS);
}
