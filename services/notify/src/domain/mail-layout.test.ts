import { describe, expect, it } from 'vitest';
import { renderHtml, renderText } from './mail-layout.js';

describe('mail layout action', () => {
  const body = { intro: ['Hello'], sections: [], action: { label: 'Open <it>', url: 'https://stallplan.example/x?a=1&b="2"' }, outro: ['Bye'] };

  it('is a button and the address as text in HTML, escaped', () => {
    const html = renderHtml(body);
    expect(html).toContain('href="https://stallplan.example/x?a=1&amp;b=%222%22"');
    expect(html).toContain('>Open &lt;it&gt;</a>');
    expect(html.indexOf('Open &lt;it&gt;')).toBeLessThan(html.indexOf('Bye'));
  });

  it('is a labelled line in the plain text, before the outro', () => {
    expect(renderText(body)).toBe('Hello\n\nOpen <it>: https://stallplan.example/x?a=1&b=%222%22\n\nBye\n');
  });

  it('refuses an address that is not a web link', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', '/relative']) {
      expect(() => renderHtml({ ...body, action: { label: 'x', url } })).toThrow(TypeError);
    }
  });
});

describe('mail layout quote', () => {
  const body = { intro: ['Hello'], quote: { by: 'Ravi <R>', text: 'First line\n<b>second</b> & "third"\n' }, sections: [], outro: ['Bye'] };

  it('quotes the words line by line in the plain text, after the intro', () => {
    expect(renderText(body)).toBe('Hello\n\nRavi <R> wrote:\n> First line\n> <b>second</b> & "third"\n>\n\nBye\n');
  });

  it('escapes the words and the writer in HTML and keeps the line breaks', () => {
    const html = renderHtml(body);
    expect(html).toContain('Ravi &lt;R&gt; wrote:');
    expect(html).toContain('white-space:pre-line">First line\n&lt;b&gt;second&lt;/b&gt; &amp; &quot;third&quot;\n</blockquote>');
    expect(html).not.toContain('<b>');
    expect(html.indexOf('Hello')).toBeLessThan(html.indexOf('blockquote'));
  });
});
