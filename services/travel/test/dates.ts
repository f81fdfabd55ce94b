import { addDays, utcToday } from '@stallplan/contracts';

/** A date `days` from today (UTC), so searches in the tests are never in the past. */
export const daysFromToday = (days: number) => addDays(utcToday(), days);
