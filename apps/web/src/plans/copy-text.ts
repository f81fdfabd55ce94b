export type CopyResult = 'copied' | 'failed';

/** Puts text on the clipboard; 'failed' where the browser has none or refuses (plain http, a denied permission). */
export async function copyText(
  text: string,
  clipboard: { writeText(text: string): Promise<void> } | null = globalThis.navigator?.clipboard ?? null,
): Promise<CopyResult> {
  if (!clipboard) return 'failed';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
