import { INDIAN_STATES } from './india-states.js';
import type { State } from './state.js';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Every state and union territory, sorted by name, as the state selects list them. */
export function listStates(): State[] {
  return [...INDIAN_STATES].sort(byName);
}

/** A state by its code (`IN-MH`) or its name (`Maharashtra`), ignoring case and surrounding spaces. */
export function findState(codeOrName: string): State | undefined {
  const wanted = codeOrName.trim().toLowerCase();
  if (wanted === '') return undefined;
  return INDIAN_STATES.find((state) => state.code.toLowerCase() === wanted || state.name.toLowerCase() === wanted);
}
