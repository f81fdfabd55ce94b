import { BLOG_CONTENT_MAX, BLOG_CONTENT_MIN, BLOG_TITLE_MAX, BLOG_TITLE_MIN, READING_WORDS_PER_MINUTE, countWords } from '@stallplan/contracts';

export interface BlogStats {
  /** Words the reader will see, markup left out. */
  words: number;
  /** Words divided by 200, rounded up; nothing written yet reads in no time (see docs/marketplace.md#blog-article). */
  readingMinutes: number;
  /** Lengths as the server checks them: trimmed, the content's including its markup (see docs/marketplace.md#writing-articles). */
  titleLength: number;
  contentLength: number;
  titleReady: boolean;
  contentReady: boolean;
}

/** The live figures under the editor: the preview's word count and reading time, and the limits (see docs/marketplace.md#writing-articles). */
export function blogStats(header: string, content: string): BlogStats {
  const words = countWords(content);
  const titleLength = header.trim().length;
  const contentLength = content.trim().length;
  return {
    words,
    readingMinutes: Math.ceil(words / READING_WORDS_PER_MINUTE),
    titleLength,
    contentLength,
    titleReady: titleLength >= BLOG_TITLE_MIN && titleLength <= BLOG_TITLE_MAX,
    contentReady: contentLength >= BLOG_CONTENT_MIN && contentLength <= BLOG_CONTENT_MAX,
  };
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

export function formatWordCount(words: number): string {
  return `${words.toLocaleString('en-IN')} ${words === 1 ? 'word' : 'words'}`;
}
