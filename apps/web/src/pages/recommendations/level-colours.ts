import type { EventDifficulty, RoiPotential } from '@stallplan/contracts';

const GREEN = 'border-green-200 bg-green-50 text-green-800';
const YELLOW = 'border-yellow-200 bg-yellow-50 text-yellow-800';
const RED = 'border-red-200 bg-red-50 text-red-800';

/** Beginner green, intermediate yellow, advanced red (see docs/marketplace.md#event-recommendations). */
export const DIFFICULTY_COLOURS: Readonly<Record<EventDifficulty, string>> = { beginner: GREEN, intermediate: YELLOW, advanced: RED };

/** ROI potential high green, medium yellow, low red (see docs/marketplace.md#event-recommendations). */
export const ROI_COLOURS: Readonly<Record<RoiPotential, string>> = { high: GREEN, medium: YELLOW, low: RED };

/** The bar under a relevance or confidence figure: green from 75 %, amber from 50 %, else slate. */
export function percentBarColour(percent: number): string {
  if (percent >= 75) return 'bg-green-600';
  if (percent >= 50) return 'bg-amber-500';
  return 'bg-slate-400';
}
