/** `stallplan-quote-2026-11-23-1405.pdf`: a local-time stamp, so repeated downloads do not overwrite each other. */
export function timestampedFileName(base: string, extension: string, at: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${base}-${stamp}.${extension}`;
}

/** Saves a file the page made or received, under the server's name when it gave one. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the URL only after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
