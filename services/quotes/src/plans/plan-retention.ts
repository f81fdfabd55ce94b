const DAY_MS = 86_400_000;

export interface RetentionRules {
  /** Untouched this long: the owner is warned. */
  months: number;
  /** Days from the warning to the deletion. */
  warningDays: number;
}

export interface RetainedPlan {
  touchedAt: Date;
  retentionWarnedAt: Date | null;
}

export type RetentionStep = 'keep' | 'warn' | 'delete';

/** `now` less whole calendar months (UTC); the 31st steps back to the month's last day. */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/** Touched before this instant: due for a warning. */
export function warningCutoff(now: Date, rules: RetentionRules): Date {
  return monthsBefore(now, rules.months);
}

/** Warned before this instant: due for deletion unless touched since. */
export function deletionCutoff(now: Date, rules: RetentionRules): Date {
  return new Date(now.getTime() - rules.warningDays * DAY_MS);
}

/** The day the warning names: `now` plus the warning days, as `YYYY-MM-DD`. */
export function deleteOnDay(now: Date, rules: RetentionRules): string {
  return new Date(now.getTime() + rules.warningDays * DAY_MS).toISOString().slice(0, 10);
}

/**
 * What the sweep does with a plan at `now` (docs/saved-plans.md#retention): untouched for
 * `months` and not yet warned → warn; warned `warningDays` ago or more and untouched since → delete.
 * Opening or saving after the warning clears it, so the count starts again.
 */
export function retentionStep(plan: RetainedPlan, now: Date, rules: RetentionRules): RetentionStep {
  if (plan.retentionWarnedAt) {
    if (plan.touchedAt > plan.retentionWarnedAt) return 'keep';
    return plan.retentionWarnedAt <= deletionCutoff(now, rules) ? 'delete' : 'keep';
  }
  return plan.touchedAt < warningCutoff(now, rules) ? 'warn' : 'keep';
}
