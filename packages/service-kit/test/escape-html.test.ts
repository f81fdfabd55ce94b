import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/index.js';

describe('escapeHtml', () => {
  it('escapes the five characters that open markup or close an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });

  it('prints a missing value as nothing and any other value as its text', () => {
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(0)).toBe('0');
    expect(escapeHtml(12.5)).toBe('12.5');
    expect(escapeHtml('already &amp; escaped')).toBe('already &amp;amp; escaped');
  });
});
