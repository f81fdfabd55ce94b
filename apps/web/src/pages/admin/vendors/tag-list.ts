/**
 * §5: an entry is trimmed, a blank one ignored; a repeat is ignored too (ignoring case), since
 * the server would drop it anyway and two equal chips read as a mistake.
 */
export function addTag(tags: readonly string[], text: string): string[] {
  const entry = text.trim();
  if (entry === '' || tags.some((tag) => tag.toLowerCase() === entry.toLowerCase())) return [...tags];
  return [...tags, entry];
}

export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_tag, position) => position !== index);
}
