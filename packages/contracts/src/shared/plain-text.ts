import { z } from 'zod';

/**
 * C0 and C1 control characters and DEL: a NUL or an escape has no place in what a person typed.
 * In single-line text the Unicode line and paragraph separators too: they break a name, a subject
 * or a CSV cell onto a second line as a newline would.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same, but line breaks and tabs are part of a paragraph. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Bidirectional embeddings, overrides and isolates: they reorder the text that follows them, so a
 * name could show on a public page as something it is not.
 */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

export interface PlainTextOptions {
  /** Paragraphs (notes, descriptions) may hold line breaks and tabs; names and other single-line text may not. */
  multiline?: boolean;
}

/** True when the text holds a character that is invisible or rewrites how the rest is shown. */
export function hasHiddenCharacters(text: string, options: PlainTextOptions = {}): boolean {
  return (options.multiline ? CONTROL_BUT_LINES : CONTROL).test(text) || DIRECTION_CONTROL.test(text);
}

/** The characters `hasHiddenCharacters` refuses, as a JSON Schema character class body. */
function hiddenClass(options: PlainTextOptions): string {
  const control = options.multiline ? '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f' : '\\u0000-\\u001f\\u2028\\u2029';
  return `${control}\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069`;
}

/** A JSON Schema pattern for text without hidden characters; with `notBlank`, holding at least one visible one. */
export function plainTextPattern(options: PlainTextOptions & { notBlank?: boolean } = {}): string {
  const hidden = hiddenClass(options);
  return options.notBlank ? `^[^${hidden}]*[^\\s${hidden}][^${hidden}]*$` : `^[^${hidden}]*$`;
}

export function hiddenCharactersMessage(what: string, options: PlainTextOptions = {}): string {
  return options.multiline
    ? `${what} cannot contain control or text-direction characters.`
    : `${what} must be a single line without control or text-direction characters.`;
}

/** Text a person typed, trimmed, up to `max` characters, refused when it hides characters. */
export function plainText(what: string, max: number, options: PlainTextOptions = {}) {
  return z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `${what} must be at most ${max} characters.`)
    .refine((text) => !hasHiddenCharacters(text, options), hiddenCharactersMessage(what, options));
}
