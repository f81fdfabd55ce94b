export type MatchTone = 'excellent' | 'strong' | 'fair' | 'low';

export interface MatchScoreStyle {
  tone: MatchTone;
  /** Badge colours; each pair keeps text above 4.5:1 contrast on its background. */
  className: string;
  /** A star marks a match of 90 or more (see docs/planner.md#vendor-cards). */
  starred: boolean;
}

const CLASSES: Record<MatchTone, string> = {
  excellent: 'bg-green-100 text-green-800 border-green-200',
  strong: 'bg-blue-100 text-blue-800 border-blue-200',
  fair: 'bg-amber-100 text-amber-900 border-amber-200',
  low: 'bg-slate-100 text-slate-700 border-slate-200',
};

/** Match score colours: 90+ green, 80+ blue, 70+ yellow/orange, else grey (see docs/planner.md#vendor-cards). */
export function matchScoreStyle(score: number): MatchScoreStyle {
  const tone: MatchTone = score >= 90 ? 'excellent' : score >= 80 ? 'strong' : score >= 70 ? 'fair' : 'low';
  return { tone, className: CLASSES[tone], starred: score >= 90 };
}
