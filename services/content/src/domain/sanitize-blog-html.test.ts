import { describe, expect, it } from 'vitest';
import { isAllowedImageSource, sanitizeBlogHtml } from './sanitize-blog-html.js';

describe('sanitizeBlogHtml', () => {
  it('keeps the article markup an editor writes', () => {
    const html = [
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
      '<p>Plain <strong>strong</strong> <em>em</em> <b>b</b> <i>i</i> <u>u</u><br /><code>x = 1</code></p>',
      '<blockquote>Quoted</blockquote><pre><code>npm start</code></pre><hr />',
      '<ul><li>one</li></ul><ol><li>two</li></ol>',
      '<table><caption>Costs</caption><thead><tr><th scope="col" colspan="2">Item</th></tr></thead>',
      '<tbody><tr><td rowspan="2">Space</td><td>₹</td></tr></tbody><tfoot><tr><td>Total</td></tr></tfoot></table>',
    ].join('');
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('removes scripts and styles with their content', () => {
    const out = sanitizeBlogHtml('<p>Hello</p><script>alert("x")</script><style>p{display:none}</style><SCRIPT src="x.js"></SCRIPT>');
    expect(out).toBe('<p>Hello</p>');
  });

  it('removes event handlers and style attributes', () => {
    const out = sanitizeBlogHtml('<p onclick="steal()" style="display:none">Text</p><img src="https://cdn.example.com/a.png" onerror="steal()" alt="A">');
    expect(out).toBe('<p>Text</p><img src="https://cdn.example.com/a.png" alt="A" />');
    expect(out).not.toMatch(/onerror|onclick|style/i);
  });

  it('removes javascript: and other unsafe link targets, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '//evil.example.com/x',
    ]) {
      const out = sanitizeBlogHtml(`<p><a href="${href}">link</a></p>`);
      expect(out, href).toBe('<p><a rel="noopener noreferrer">link</a></p>');
    }
  });

  it('opens links to other sites in a new tab without access to ours', () => {
    expect(sanitizeBlogHtml('<a href="https://example.com/x" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="mailto:team@example.com" target="_blank">mail</a>')).toBe(
      '<a href="mailto:team@example.com" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeBlogHtml('<a href="/blogs/budgeting">read</a>')).toBe('<a href="/blogs/budgeting" rel="noopener noreferrer">read</a>');
  });

  it('keeps images from the web and our uploads only, with numeric sizes', () => {
    expect(sanitizeBlogHtml('<img src="/api/files/abc123.webp" alt="Stall" width="640" height="480">')).toBe(
      '<img src="/api/files/abc123.webp" alt="Stall" width="640" height="480" />',
    );
    expect(sanitizeBlogHtml('<img src="http://example.com/a.png" width="100%" height="1 onload=x">')).toBe('<img src="http://example.com/a.png" />');
    for (const src of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/admin/x.png', '/api/files/../admin', '//evil.example.com/a.png', '']) {
      expect(sanitizeBlogHtml(`<p>x<img src="${src}" alt="bad"></p>`), src).toBe('<p>x</p>');
    }
  });

  it('removes frames, forms, embedded objects and SVG', () => {
    const out = sanitizeBlogHtml(
      '<p>Keep</p><iframe src="https://evil.example.com">fallback</iframe><form action="/x"><input name="a"><button>Go</button><textarea>t</textarea></form>' +
        '<object data="x.swf">o</object><embed src="x"><svg onload="steal()"><circle /></svg><math>m</math>',
    );
    expect(out).toBe('<p>Keep</p>Go');
  });

  it('drops unknown tags but keeps their text, and encodes stray markup characters', () => {
    expect(sanitizeBlogHtml('<div class="x"><span>Costs &amp; tips</span> 3 < 5</div>')).toBe('Costs &amp; tips 3 &lt; 5');
  });

  it('gives the same result when run again', () => {
    const dirty = '<h2 id="x">Hi</h2><p><a href="https://e.com" onclick="x">a</a><img src="/api/files/a.png" alt="&quot;q&quot;"></p><script>x</script>';
    const once = sanitizeBlogHtml(dirty);
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});

describe('isAllowedImageSource', () => {
  it('accepts http, https and our uploads only', () => {
    expect(isAllowedImageSource('https://cdn.example.com/a.png')).toBe(true);
    expect(isAllowedImageSource('/api/files/665f1c2e9b1e8a0012345678')).toBe(true);
    expect(isAllowedImageSource('ftp://example.com/a.png')).toBe(false);
    expect(isAllowedImageSource('/api/files/a/../../b')).toBe(false);
    expect(isAllowedImageSource(undefined)).toBe(false);
  });
});
