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
