/** How two entries compare: trimmed and ignoring case, so "LED walls" and " led walls" are one entry. */
function sameEntry(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * An entry is trimmed, a blank one ignored; a repeat is ignored too (trimmed, ignoring case),
 * since two chips that differ only in case or spaces read as a mistake (see docs/marketplace.md#vendor-form).
 */
export function addTag(tags: readonly string[], text: string): string[] {
  const entry = text.trim();
  if (entry === '' || tags.some((tag) => sameEntry(tag, entry))) return [...tags];
  return [...tags, entry];
}

export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_tag, position) => position !== index);
}
