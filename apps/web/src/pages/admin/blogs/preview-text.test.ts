import { describe, expect, it } from 'vitest';
import { CARD_PREVIEW_LENGTH, TABLE_PREVIEW_LENGTH, previewText } from './preview-text.js';

describe('previewText', () => {
  it('keeps a text that fits whole, without an ellipsis', () => {
    expect(previewText('Booth lighting basics', TABLE_PREVIEW_LENGTH)).toBe('Booth lighting basics');
    expect(previewText('x'.repeat(80), TABLE_PREVIEW_LENGTH)).toBe('x'.repeat(80));
  });

  it('cuts at the limit and adds an ellipsis', () => {
    expect(previewText('y'.repeat(101), CARD_PREVIEW_LENGTH)).toBe(`${'y'.repeat(100)}...`);
    expect(previewText('a'.repeat(81), TABLE_PREVIEW_LENGTH)).toBe(`${'a'.repeat(80)}...`);
  });

  it('drops the space before the ellipsis when the cut falls after a word', () => {
    expect(previewText('abcd efgh', 5)).toBe('abcd...');
  });

  it('shows the words of HTML content, never its tags, scripts or handlers', () => {
    const html = '<h2>Plan</h2><p>Book &amp; confirm<img src=x onerror="alert(1)"></p><script>alert(2)</script>';
    expect(previewText(html, CARD_PREVIEW_LENGTH)).toBe('Plan Book & confirm');
  });

  it('gives an empty preview for empty content', () => {
    expect(previewText('', TABLE_PREVIEW_LENGTH)).toBe('');
  });
});
