import sanitizeHtml from 'sanitize-html';

/**
 * Stored with each article. Raise it whenever the policy below changes: articles stored under an
 * older policy are then cleaned again when they are read.
 */
export const SANITIZER_VERSION = 1;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TEXT = ['p', 'br', 'hr', 'strong', 'em', 'b', 'i', 'u', 'blockquote', 'code', 'pre'];
const LISTS = ['ul', 'ol', 'li'];
const TABLES = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const WHOLE_NUMBER = /^\d{1,4}$/;
const ABSOLUTE_WEB_URL = /^https?:\/\//i;
/** Our own uploads, served by the catalog service; no `..` so the path cannot climb elsewhere. */
const UPLOADED_FILE = /^\/api\/files\/(?!.*\.\.)[A-Za-z0-9._~/-]+$/;

function keepWholeNumbers(attribs: sanitizeHtml.Attributes, names: string[]): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (!names.includes(name) || WHOLE_NUMBER.test(value.trim())) kept[name] = value.trim();
  }
  return kept;
}

export function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  const trimmed = src.trim();
  return ABSOLUTE_WEB_URL.test(trimmed) || UPLOADED_FILE.test(trimmed);
}

const policy: sanitizeHtml.IOptions = {
  allowedTags: [...HEADINGS, ...TEXT, ...LISTS, 'a', 'img', ...TABLES],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//host/x` would leave the site while looking like a path.
  allowProtocolRelative: false,
  // Their text is code or fallback, never article prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  // Nothing outside <html>…</html> would be lost for a fragment that happens to contain the tag.
  enforceHtmlBoundary: false,
  transformTags: {
    // Readers leave for other sites in a new tab that cannot reach back into ours; links inside the
    // site and mail links open as usual.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const external = ABSOLUTE_WEB_URL.test((rest.href ?? '').trim());
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : { ...rest, rel: 'noopener noreferrer' },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: keepWholeNumbers(attribs, ['width', 'height']) }),
    th: (tagName, attribs) => ({ tagName, attribs: keepWholeNumbers(attribs, ['colspan', 'rowspan']) }),
    td: (tagName, attribs) => ({ tagName, attribs: keepWholeNumbers(attribs, ['colspan', 'rowspan']) }),
  },
  // An image whose source is not the web or our uploads shows nothing useful and may track readers.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs['src']),
};

/**
 * The article HTML we store and serve: headings, paragraphs, emphasis, quotes, code, lists, links,
 * images and tables stay; scripts, styles, event handlers, `javascript:` and other URLs, frames,
 * forms and anything else are removed.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, policy).trim();
}
