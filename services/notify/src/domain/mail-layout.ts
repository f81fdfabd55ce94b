import { escapeHtml } from '@stallplan/service-kit';
/** One labelled line of a message; a missing value is left out rather than shown blank. */
export type MailRow = readonly [label: string, value: string | number | undefined | null];

export interface MailSection {
  title: string;
  rows: readonly MailRow[];
}

/** A link the reader is asked to open: a button in the HTML, and the address itself in both parts. */
export interface MailAction {
  label: string;
  url: string;
}

/** Someone's own words, shown as they wrote them (line breaks kept) under who wrote them. */
export interface MailQuote {
  by: string;
  text: string;
}

export interface MailBody {
  intro: readonly string[];
  /** Shown after the intro, before the sections. */
  quote?: MailQuote;
  sections: readonly MailSection[];
  /** Shown after the sections, before the outro. */
  action?: MailAction;
  outro?: readonly string[];
  /** Last, in small print: the link that stops all mail to this address (mails someone could ask for with any address). */
  stop?: MailAction;
}

/** Only web links become buttons: a `javascript:` or `data:` address must never reach an href. */
function webLink(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError('A mail link must be an absolute address.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TypeError('A mail link must be an http or https address.');
  return parsed.href;
}

function shown(rows: readonly MailRow[]): Array<[string, string]> {
  return rows.filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '').map(([label, value]) => [label, String(value)]);
}

/** The plain-text part: the same content as the HTML, readable in any client. */
export function renderText(body: MailBody): string {
  const parts: string[] = [...body.intro, ''];
  if (body.quote) parts.push(`${body.quote.by} wrote:`, ...body.quote.text.split(/\r?\n/).map((line) => `> ${line}`.trimEnd()), '');
  for (const section of body.sections) {
    const rows = shown(section.rows);
    if (rows.length === 0) continue;
    parts.push(section.title, '-'.repeat(section.title.length), ...rows.map(([label, value]) => `${label}: ${value}`), '');
  }
  if (body.action) parts.push(`${body.action.label}: ${webLink(body.action.url)}`, '');
  if (body.outro?.length) parts.push(...body.outro, '');
  if (body.stop) parts.push(`${body.stop.label} ${webLink(body.stop.url)}`, '');
  return `${parts.join('\n').trim()}\n`;
}

/** The button, then the address as text for clients that hide buttons or readers who copy links. */
function actionHtml(action: MailAction): string {
  const href = escapeHtml(webLink(action.url));
  return (
    `<p style="margin:20px 0 12px"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1f3a5f;color:#ffffff;` +
    `text-decoration:none;border-radius:4px;font-weight:600">${escapeHtml(action.label)}</a></p>` +
    `<p style="margin:0 0 12px;color:#555">Or open this link: <a href="${href}" style="color:#1f3a5f;word-break:break-all">${href}</a></p>`
  );
}

function stopHtml(stop: MailAction): string {
  const href = escapeHtml(webLink(stop.url));
  return `<p style="margin:24px 0 0;font-size:12px;color:#666">${escapeHtml(stop.label)} <a href="${href}" style="color:#666">${href}</a></p>`;
}

/** pre-line keeps the writer's line breaks without trusting any markup in the text. */
function quoteHtml(quote: MailQuote): string {
  return (
    `<p style="margin:0 0 4px;color:#555">${escapeHtml(quote.by)} wrote:</p>` +
    `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #1f3a5f;background:#f4f6f9;white-space:pre-line">${escapeHtml(quote.text)}</blockquote>`
  );
}

/** The HTML part: inline styles only (mail clients drop style sheets); every value escaped. */
export function renderHtml(body: MailBody): string {
  const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
  const sections = body.sections
    .map((section) => {
      const rows = shown(section.rows);
      if (rows.length === 0) return '';
      const cells = rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(label)}</th>` +
            `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<h2 style="font-size:16px;margin:20px 0 8px;color:#1f3a5f">${escapeHtml(section.title)}</h2><table style="border-collapse:collapse">${cells}</table>`;
    })
    .join('');
  return (
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">' +
    body.intro.map(paragraph).join('') +
    (body.quote ? quoteHtml(body.quote) : '') +
    sections +
    (body.action ? actionHtml(body.action) : '') +
    (body.outro ?? []).map(paragraph).join('') +
    (body.stop ? stopHtml(body.stop) : '') +
    '</body></html>'
  );
}
