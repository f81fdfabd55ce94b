/** A name's possessive as it is written: "Apex Builders' price", "Skyline Exhibit's price". */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}
