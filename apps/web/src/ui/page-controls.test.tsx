import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageControls } from './page-controls.js';

const render = (page: number, totalPages: number) =>
  renderToStaticMarkup(<PageControls label="Builder pages" page={page} totalPages={totalPages} onPageChange={() => undefined} showPosition />);

describe('PageControls', () => {
  it('shows nothing for a single page', () => {
    expect(render(1, 1)).toBe('');
    expect(render(1, 0)).toBe('');
  });

  it('is a named navigation of real buttons, the current page marked, Previous disabled on the first', () => {
    const html = render(1, 3);
    expect(html).toContain('<nav aria-label="Builder pages"');
    expect(html).toContain('Page 1 of 3');
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>.*?Previous<\/button>/);
    expect(html).toMatch(/aria-current="page" aria-label="Page 1"/);
    expect(html).not.toMatch(/aria-current="page" aria-label="Page 2"/);
    expect(html.match(/<button type="button"/g)).toHaveLength(5);
  });

  it('disables Next on the last page and shows at most five page numbers', () => {
    const html = render(9, 9);
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Next/);
    expect(html.match(/aria-label="Page \d+"/g)).toEqual([
      'aria-label="Page 5"',
      'aria-label="Page 6"',
      'aria-label="Page 7"',
      'aria-label="Page 8"',
      'aria-label="Page 9"',
    ]);
  });

  it('says the position only when asked to', () => {
    expect(renderToStaticMarkup(<PageControls label="Blog pages" page={2} totalPages={3} onPageChange={() => undefined} />)).not.toContain('Page 2 of 3');
  });
});
