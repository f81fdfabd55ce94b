/** A tab's count: " (12)", or " (3 of 12)" while a search narrows it; nothing until the list has loaded. */
export function tabCount(shown: number, total: number | undefined, searched: boolean): string {
  if (total === undefined) return '';
  return searched ? ` (${shown} of ${total})` : ` (${total})`;
}
