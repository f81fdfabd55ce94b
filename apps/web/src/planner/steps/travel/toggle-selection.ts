/**
 * The planner books one outbound flight: choosing a flight replaces any other, and choosing the
 * selected one again clears the choice. Sold-out flights cannot be chosen.
 */
export function toggleFlight<T extends { id: string; available: boolean }>(selected: readonly T[], flight: T): T[] {
  if (selected.some((item) => item.id === flight.id)) return [];
  return flight.available ? [flight] : [...selected];
}

/** The hotel or the freight offer after a click: the same one again clears it; a sold-out hotel is refused. */
export function toggleOne<T extends { id: string; available?: boolean }>(selected: T | null, option: T): T | null {
  if (selected?.id === option.id) return null;
  return option.available === false ? selected : option;
}
