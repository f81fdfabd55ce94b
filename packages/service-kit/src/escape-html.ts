const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Every user value goes through this before it reaches HTML, as text or inside an attribute alike.
 * A missing value prints as nothing; anything else as its string form.
 */
export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
