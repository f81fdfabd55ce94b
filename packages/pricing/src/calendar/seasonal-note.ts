export type Season = 'peak' | 'summer' | 'monsoon';

export interface SeasonalNote {
  season: Season;
  adjustmentPercent: 15 | -5 | 0;
  text: string;
}

/**
 * The note step 2 shows under the cost by the exhibition's start month (see docs/planner.md#seasonal-note). It is display
 * only: no calculation applies the percentage.
 */
const NOTES: Record<Season, SeasonalNote> = {
  peak: { season: 'peak', adjustmentPercent: 15, text: 'Peak season (October to March): expect prices about 15% higher.' },
  summer: { season: 'summer', adjustmentPercent: -5, text: 'Summer season (April to June): prices are often about 5% lower.' },
  monsoon: { season: 'monsoon', adjustmentPercent: 0, text: 'Monsoon season (July to September): standard pricing.' },
};

/** 1 to 12 from a month number, a `YYYY-MM-DD` text or a `Date` (its UTC month); undefined otherwise. */
function monthOf(monthOrDate: number | string | Date | null | undefined): number | undefined {
  if (typeof monthOrDate === 'number') return Number.isInteger(monthOrDate) && monthOrDate >= 1 && monthOrDate <= 12 ? monthOrDate : undefined;
  if (monthOrDate instanceof Date) return Number.isNaN(monthOrDate.getTime()) ? undefined : monthOrDate.getUTCMonth() + 1;
  if (typeof monthOrDate !== 'string') return undefined;
  const match = /^\d{4}-(\d{2})(?:-\d{2})?/.exec(monthOrDate.trim());
  return match ? monthOf(Number(match[1])) : undefined;
}

/** The season of a month: Oct–Mar peak (+15%), Apr–Jun summer (−5%), Jul–Sep monsoon (standard). No month, no note. */
export function seasonalNote(monthOrDate: number | string | Date | null | undefined): SeasonalNote | undefined {
  const month = monthOf(monthOrDate);
  if (month === undefined) return undefined;
  if (month >= 4 && month <= 6) return NOTES.summer;
  if (month >= 7 && month <= 9) return NOTES.monsoon;
  return NOTES.peak;
}
