import type { PlannerFormData, StallDesignData } from '@stallplan/contracts';
import { DAY_MS, toTimestamp } from '../calendar/calendar-date.js';
import { isStallDesigned } from '../stall/is-stall-designed.js';
import { SQFT_TO_SQM } from '../stall/stall-rates.js';
import { QUOTE_RATES } from './quote-rates.js';

/** A figure counts only when it is a finite number above 0; anything else falls through to the next source. */
function positive(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The plan's one booth area, in square metres (see docs/quote-model.md#fallbacks): once step 2
 * holds a design, its area (converted from square feet when given so), since the stall is priced
 * on it and the space and the leads must be too; before that the form's booth size, then its
 * custom size, then step 2's area, then 18. Not rounded: the lines round the amounts, not the area.
 */
export function quoteBoothSizeSqm(formData: Pick<PlannerFormData, 'boothSize' | 'customSize'>, stallDesign?: StallDesignData | null): number {
  const designArea = positive(stallDesign?.area);
  const designAreaSqm = designArea !== undefined && stallDesign?.areaUnit === 'sqft' ? designArea * SQFT_TO_SQM : designArea;
  if (designAreaSqm !== undefined && isStallDesigned(stallDesign)) return designAreaSqm;
  return positive(formData.boothSize) ?? positive(formData.customSize) ?? designAreaSqm ?? QUOTE_RATES.defaults.boothSizeSqm;
}

/**
 * The number of travellers (see docs/quote-model.md#fallbacks): the form's team size, else 4. Rounded up because a traveller is
 * a whole person, and a plain form may send 2.5.
 */
export function quoteTeamSize(formData: Pick<PlannerFormData, 'teamSize'>): number {
  const teamSize = positive(formData.teamSize);
  return teamSize === undefined ? QUOTE_RATES.defaults.teamSize : Math.ceil(teamSize);
}

/**
 * The event days the quote charges accommodation for (see docs/quote-model.md#fallbacks): the form's event duration, then the
 * days from arrival to departure rounded up, then 3. Always whole, as a part day still costs a night.
 */
export function quoteEventDays(formData: Pick<PlannerFormData, 'eventDuration' | 'arrivalDate' | 'departureDate'>): number {
  const duration = positive(formData.eventDuration);
  if (duration !== undefined) return Math.ceil(duration);
  const arrival = toTimestamp(formData.arrivalDate);
  const departure = toTimestamp(formData.departureDate);
  const stayDays = arrival === undefined || departure === undefined ? undefined : positive(Math.ceil((departure - arrival) / DAY_MS));
  return stayDays ?? QUOTE_RATES.defaults.eventDays;
}
