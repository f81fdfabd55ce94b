import { describe, expect, it } from 'vitest';
import { blogStats, formatReadingTime, formatWordCount } from './blog-stats.js';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('blogStats', () => {
  it('counts nothing for an empty draft', () => {
    expect(blogStats('', '')).toEqual({
      words: 0,
      readingMinutes: 0,
      titleLength: 0,
      contentLength: 0,
      titleReady: false,
      contentReady: false,
    });
  });

  it('reads 200 words a minute, rounding up', () => {
    expect(blogStats('', words(1)).readingMinutes).toBe(1);
    expect(blogStats('', words(200)).readingMinutes).toBe(1);
    expect(blogStats('', words(201)).readingMinutes).toBe(2);
    expect(blogStats('', words(401)).readingMinutes).toBe(3);
  });

  it('counts the words the reader sees, not the markup', () => {
    const stats = blogStats('', '<h2>Before the show</h2><p>Book the <strong>stall</strong> early.</p><script>var hidden = 1</script>');
    expect(stats.words).toBe(7);
  });

  it('measures trimmed lengths, the content with its markup, as the server does', () => {
    const stats = blogStats('  Title  ', '  <p>ab</p>  ');
    expect(stats.titleLength).toBe(5);
    expect(stats.contentLength).toBe(9);
  });

  it('marks the title and content ready within the limits', () => {
    expect(blogStats('Four', 'x'.repeat(49)).titleReady).toBe(false);
    expect(blogStats('Five!', 'x'.repeat(49)).titleReady).toBe(true);
    expect(blogStats('t'.repeat(200), '').titleReady).toBe(true);
    expect(blogStats('t'.repeat(201), '').titleReady).toBe(false);
    expect(blogStats('', 'x'.repeat(49)).contentReady).toBe(false);
    expect(blogStats('', 'x'.repeat(50)).contentReady).toBe(true);
    expect(blogStats('', 'x'.repeat(10_000)).contentReady).toBe(true);
    expect(blogStats('', 'x'.repeat(10_001)).contentReady).toBe(false);
  });
});

describe('formatting', () => {
  it('says N min read', () => {
    expect(formatReadingTime(3)).toBe('3 min read');
  });

  it('says word or words', () => {
    expect(formatWordCount(1)).toBe('1 word');
    expect(formatWordCount(0)).toBe('0 words');
    expect(formatWordCount(1200)).toBe('1,200 words');
  });
});
