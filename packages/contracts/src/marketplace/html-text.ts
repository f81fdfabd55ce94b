/** Tags after which the reader sees a break between words. */
const BREAKING_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** Elements whose content is never read as text. */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'template']);

const NAMED_ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * The words a reader sees in a piece of article HTML, on one line. A single pass with `indexOf`,
 * never a backtracking pattern, so hostile markup (`<<<<…`) costs linear time. A `<` that does not
 * open a tag (`a < b`) stays text, as in a browser.
 */
export function htmlToText(html: string): string {
  const lower = html.toLowerCase();
  let text = '';
  let position = 0;
  while (position < html.length) {
    const open = html.indexOf('<', position);
    if (open === -1) {
      text += html.slice(position);
      break;
    }
    text += html.slice(position, open);
    const next = html[open + 1] ?? '';
    if (!/[a-zA-Z/!?]/.test(next)) {
      text += '<';
      position = open + 1;
      continue;
    }
    const close = html.indexOf('>', open + 1);
    if (close === -1) break; // an unfinished tag at the end shows nothing
    const name = /^\/?([a-zA-Z][a-zA-Z0-9]*)/.exec(html.slice(open + 1, Math.min(close, open + 40)))?.[1]?.toLowerCase() ?? '';
    position = close + 1;
    if (BREAKING_TAGS.has(name)) text += ' ';
    if (HIDDEN_ELEMENTS.has(name) && next !== '/') {
      const end = lower.indexOf(`</${name}`, position);
      if (end === -1) break;
      const endClose = html.indexOf('>', end);
      position = endClose === -1 ? html.length : endClose + 1;
      text += ' ';
    }
  }
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** How many words the reader sees. */
export function countWords(html: string): number {
  const text = htmlToText(html);
  return text === '' ? 0 : text.split(' ').length;
}
