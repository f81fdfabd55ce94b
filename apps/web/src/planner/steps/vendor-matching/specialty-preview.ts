/** A vendor card lists three specialties (see docs/planner.md#vendor-cards). */
export const SPECIALTIES_ON_CARD = 3;

/** The specialties a card shows and how many more the "+N" chip stands for. */
export function specialtyPreview(specialties: readonly string[], shown = SPECIALTIES_ON_CARD): { shown: string[]; more: number } {
  const named = specialties.map((item) => item.trim()).filter((item) => item !== '');
  return { shown: named.slice(0, shown), more: Math.max(0, named.length - shown) };
}
