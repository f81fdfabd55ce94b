import { describe, expect, it } from 'vitest';
import { previewBlocks } from './preview-blocks.js';

describe('previewBlocks', () => {
  it('has no blocks for an empty draft', () => {
    expect(previewBlocks('')).toEqual([]);
    expect(previewBlocks('  \n\n ')).toEqual([]);
  });

  it('parts plain text into paragraphs at blank lines', () => {
    expect(previewBlocks('First line\nstill first.\n\nSecond paragraph.')).toEqual([
      { kind: 'paragraph', text: 'First line still first.' },
      { kind: 'paragraph', text: 'Second paragraph.' },
    ]);
  });

  it('reads headings, paragraphs, list items and quotes from markup', () => {
    const html = '<h2>Before the show</h2><p>Book <strong>early</strong>.</p><ul><li>Power</li><li>Lights</li></ul><blockquote>Plan ahead</blockquote>';
    expect(previewBlocks(html)).toEqual([
      { kind: 'heading', text: 'Before the show' },
      { kind: 'paragraph', text: 'Book early.' },
      { kind: 'item', text: 'Power' },
      { kind: 'item', text: 'Lights' },
      { kind: 'quote', text: 'Plan ahead' },
    ]);
  });

  it('keeps text after a closed block as a paragraph', () => {
    expect(previewBlocks('<h3>Title</h3>Loose text')).toEqual([
      { kind: 'heading', text: 'Title' },
      { kind: 'paragraph', text: 'Loose text' },
    ]);
  });

  it('drops scripts, styles and every attribute, so nothing in the draft can run', () => {
    const html = '<p>Safe<img src=x onerror="window.__pwned=1"></p><script>window.__pwned=1</script><style>p{}</style><p onclick="x()">Also safe</p>';
    expect(previewBlocks(html)).toEqual([
      { kind: 'paragraph', text: 'Safe' },
      { kind: 'paragraph', text: 'Also safe' },
    ]);
  });

  it('keeps a < that opens no tag, decodes entities, and waits for an unfinished tag', () => {
    expect(previewBlocks('<p>2 < 3 &amp; 4 > 1</p>')).toEqual([{ kind: 'paragraph', text: '2 < 3 & 4 > 1' }]);
    expect(previewBlocks('<p>Typing</p><a hre')).toEqual([{ kind: 'paragraph', text: 'Typing' }]);
  });

  it('reads hostile markup in linear time', () => {
    const started = performance.now();
    previewBlocks(`${'<p<'.repeat(5000)}${'<script>'.repeat(2000)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
