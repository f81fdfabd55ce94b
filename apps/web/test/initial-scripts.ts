/** The entry script and every module it preloads, as paths relative to dist/. */
export function initialScripts(indexHtml: string): string[] {
  const sources = [
    ...indexHtml.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
    ...indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
  ];
  return [...new Set(sources.map((match) => match[1]!))];
}
