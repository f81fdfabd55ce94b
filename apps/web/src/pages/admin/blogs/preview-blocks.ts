import { htmlToText } from '@stallplan/contracts';

export type PreviewBlockKind = 'heading' | 'paragraph' | 'item' | 'quote';

export interface PreviewBlock {
  kind: PreviewBlockKind;
  text: string;
}

/** Tags that start or end a block of their own; everything else runs on inside the current one. */
const BLOCK_KINDS: Record<string, PreviewBlockKind> = {
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  li: 'item',
  blockquote: 'quote',
  p: 'paragraph',
  div: 'paragraph',
  ul: 'paragraph',
  ol: 'paragraph',
  pre: 'paragraph',
  hr: 'paragraph',
  table: 'paragraph',
  tr: 'paragraph',
  section: 'paragraph',
  article: 'paragraph',
  header: 'paragraph',
  footer: 'paragraph',
};

/** Elements whose content the content service drops (its `nonTextTags`), so the preview drops it too. */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'template', 'textarea', 'noscript', 'iframe', 'object', 'svg', 'math']);

/** Blank lines part paragraphs of plain text, as they would be written without markup. */
const BLANK_LINE = /\n\s*\n/;

/**
 * The article being written, as plain-text blocks for the live preview: headings, paragraphs,
 * list items and quotes, each with the words a reader will see. The editor's text is not yet
 * sanitised (the content service does that on save), so the preview never renders it as markup:
 * it is read here as text, in one linear pass like `htmlToText`, and shown by React as text.
 */
export function previewBlocks(content: string): PreviewBlock[] {
  const blocks: PreviewBlock[] = [];
  const lower = content.toLowerCase();
  let kind: PreviewBlockKind = 'paragraph';
  let pending = '';
  const flush = () => {
    for (const part of pending.split(BLANK_LINE)) {
      const text = htmlToText(part);
      if (text !== '') blocks.push({ kind, text });
    }
    pending = '';
  };

  let position = 0;
  while (position < content.length) {
    const open = content.indexOf('<', position);
    if (open === -1) {
      pending += content.slice(position);
      break;
    }
    pending += content.slice(position, open);
    const next = content[open + 1] ?? '';
    if (!/[a-zA-Z/!?]/.test(next)) {
      pending += '<';
      position = open + 1;
      continue;
    }
    const close = content.indexOf('>', open + 1);
    if (close === -1) break; // an unfinished tag at the end shows nothing yet
    const name = /^\/?([a-zA-Z][a-zA-Z0-9]*)/.exec(content.slice(open + 1, Math.min(close, open + 40)))?.[1]?.toLowerCase() ?? '';
    const closing = next === '/';
    position = close + 1;
    if (HIDDEN_ELEMENTS.has(name) && !closing) {
      const end = lower.indexOf(`</${name}`, position);
      const endClose = end === -1 ? -1 : content.indexOf('>', end);
      position = endClose === -1 ? content.length : endClose + 1;
      pending += ' ';
      continue;
    }
    const blockKind = BLOCK_KINDS[name];
    if (blockKind !== undefined) {
      flush();
      kind = closing ? 'paragraph' : blockKind;
      continue;
    }
    // An inline tag: `htmlToText` drops it, spacing the words where the reader would see a break.
    pending += content.slice(open, close + 1);
  }
  flush();
  return blocks;
}
