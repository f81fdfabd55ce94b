import { addDays } from '@stallplan/contracts';
import type { EventDetails } from '../../../current-plan/plan-state.js';

type ScheduleDates = Pick<EventDetails, 'exhibitionStartDate' | 'exhibitionEndDate' | 'arrivalDate' | 'departureDate'>;
type ExhibitionDates = Partial<Pick<EventDetails, 'exhibitionStartDate' | 'exhibitionEndDate'>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real `YYYY-MM-DD` day; read as UTC so the browser's time zone never moves it. */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March; the round trip catches it.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** Arrive the day before the exhibition starts (see docs/planner.md#travel-dates); blank until the start date is known. */
export function suggestedArrivalDate(exhibitionStartDate: string): string {
  return isCalendarDate(exhibitionStartDate) ? addDays(exhibitionStartDate, -1) : '';
}

/** Leave the day after the exhibition ends (see docs/planner.md#travel-dates); blank until the end date is known. */
export function suggestedDepartureDate(exhibitionEndDate: string): string {
  return isCalendarDate(exhibitionEndDate) ? addDays(exhibitionEndDate, 1) : '';
}

/** A travel date still follows the exhibition while it is blank or the default of the old date. */
function followsDefault(travelDate: string, oldDefault: string): boolean {
  return travelDate === '' || travelDate === oldDefault;
}

/**
 * The patch for a change of exhibition dates: the new dates, and each travel date that still
 * follows its default moved along. A travel date the user picked stays as it is.
 */
export function withExhibitionDates(current: ScheduleDates, change: ExhibitionDates): Partial<ScheduleDates> {
  const patch: Partial<ScheduleDates> = { ...change };
  const { exhibitionStartDate: start, exhibitionEndDate: end } = change;
  if (start !== undefined && followsDefault(current.arrivalDate, suggestedArrivalDate(current.exhibitionStartDate))) {
    patch.arrivalDate = suggestedArrivalDate(start);
  }
  if (end !== undefined && followsDefault(current.departureDate, suggestedDepartureDate(current.exhibitionEndDate))) {
    patch.departureDate = suggestedDepartureDate(end);
  }
  return patch;
}
