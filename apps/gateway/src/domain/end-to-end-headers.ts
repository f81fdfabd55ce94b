/**
 * Headers that describe one connection, not the message (RFC 9110 section 7.6.1, RFC 9112 section 9.6), so a
 * proxy must not pass them on. Forwarded, they made the HTTP client towards the services refuse the
 * request outright (`Expect`, `Keep-Alive`, `Upgrade`), which the gateway reported as a false 503.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'upgrade', 'expect', 'te', 'trailer', 'transfer-encoding']);

/** The header names a `Connection` header lists, lowercased; they belong to the hop too. */
function namedByConnection(value: string | string[] | undefined): Set<string> {
  const listed = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    listed
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The end-to-end headers of a request: everything but the hop-by-hop ones, the headers its
 * `Connection` names and any `Proxy-*` header. Names are compared without regard to case.
 */
export function endToEndHeaders<Value>(headers: Readonly<Record<string, Value>>): Record<string, Value> {
  const connectionValue = Object.entries(headers).find(([name]) => name.toLowerCase() === 'connection')?.[1];
  const named = namedByConnection(connectionValue as string | string[] | undefined);
  const kept: Record<string, Value> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || named.has(lower) || lower.startsWith('proxy-')) continue;
    kept[name] = value;
  }
  return kept;
}
