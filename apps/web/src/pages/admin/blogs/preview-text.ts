import { htmlToText } from '@stallplan/contracts';

/** The admin list previews 100 characters on the phone cards and 80 in the table (see docs/marketplace.md#blog-admin-list). */
export const CARD_PREVIEW_LENGTH = 100;
export const TABLE_PREVIEW_LENGTH = 80;

/**
 * What the admin list shows of a title or of an article: its text without markup, cut at `max`
 * characters with `...` after it when something was cut.
 */
export function previewText(value: string, max: number): string {
  const text = htmlToText(value);
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}
