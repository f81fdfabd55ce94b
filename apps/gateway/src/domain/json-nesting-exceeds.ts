/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found with one pass over the
 * text and no parsing. JSON.parse takes thousands of levels, but JSON.stringify, which the proxy
 * runs to forward a parsed body, overflows the stack on them.
 */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}
