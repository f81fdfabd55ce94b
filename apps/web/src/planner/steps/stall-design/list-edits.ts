/** The list with `value` added (once) or removed: what ticking or unticking a checkbox means. */
export function toggleChoice<T>(list: readonly T[], value: T, checked: boolean): T[] {
  const without = list.filter((item) => item !== value);
  return checked ? [...without, value] : without;
}

/** The most screens the design schema accepts in its list. */
export const MAX_DIGITAL_DISPLAYS = 50;

/**
 * `digitalDisplays` holds one entry per screen and the schema drops duplicates, so each new
 * entry needs a name of its own. Entries already named (say by an enquiry) are kept in order.
 */
export function resizeDisplayList(list: readonly string[], count: number): string[] {
  const wanted = Math.max(0, Math.min(MAX_DIGITAL_DISPLAYS, Math.trunc(count) || 0));
  const next = list.slice(0, wanted);
  for (let number = 1; next.length < wanted; number += 1) {
    const name = `Display ${number}`;
    if (!next.includes(name)) next.push(name);
  }
  return next;
}
