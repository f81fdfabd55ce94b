/**
 * A service's addresses as `<SERVICE>_URL` gives them: one or more http(s) base URLs separated by
 * commas. Each is kept as its origin (scheme, host and port): the gateway forwards every path
 * unchanged, so a base URL with a path of its own would send requests somewhere else.
 */
export type UpstreamUrlsResult = { ok: true; urls: string[] } | { ok: false; problem: string };

function originOf(entry: string): string | { problem: string } {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return { problem: `"${entry}" is not a URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: `"${entry}" is not an http or https URL` };
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return { problem: `"${entry}" has a path; give only scheme, host and port` };
  if (url.username !== '' || url.password !== '') return { problem: `"${entry}" carries credentials` };
  return url.origin;
}

export function parseUpstreamUrls(value: string): UpstreamUrlsResult {
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) return { ok: false, problem: 'has an empty entry; separate URLs with single commas' };
  const urls: string[] = [];
  for (const entry of entries) {
    const origin = originOf(entry);
    if (typeof origin !== 'string') return { ok: false, problem: origin.problem };
    if (urls.includes(origin)) return { ok: false, problem: `names ${origin} twice` };
    urls.push(origin);
  }
  return { ok: true, urls };
}
