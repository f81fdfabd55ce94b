/** Ties an input to its hint and its error, whichever are shown, so a screen reader reads them with it. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const shown = ids.filter(Boolean);
  return shown.length ? shown.join(' ') : undefined;
}
