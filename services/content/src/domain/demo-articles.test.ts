import { describe, expect, it } from 'vitest';
import { blogInputSchema, countWords, htmlToText, slugify } from '@stallplan/contracts';
import { demoArticles } from './demo-articles.js';
import { sanitizeBlogHtml } from './sanitize-blog-html.js';

describe('demo articles', () => {
  it('are at least twelve, with distinct slugs and dates', () => {
    expect(demoArticles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demoArticles.map((article) => article.slug)).size).toBe(demoArticles.length);
    expect(new Set(demoArticles.map((article) => article.createdAt.getTime())).size).toBe(demoArticles.length);
  });

  it.each(demoArticles.map((article) => [article.slug, article] as const))('%s passes the rules an admin article must pass', (_slug, article) => {
    expect(blogInputSchema.safeParse({ header: article.header, content: article.content }).success).toBe(true);
    expect(article.slug).toBe(slugify(article.header));
    const words = countWords(article.content);
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(700);
  });

  it.each(demoArticles.map((article) => [article.slug, article] as const))('%s is structured HTML that survives sanitising whole', (_slug, article) => {
    expect(article.content).toMatch(/<h2>/);
    expect(article.content).toMatch(/<ul>/);
    const clean = sanitizeBlogHtml(article.content);
    expect(clean.match(/<[a-z0-9]+/g)).toEqual(article.content.match(/<[a-z0-9]+/g));
    expect(htmlToText(clean)).toBe(htmlToText(article.content));
  });
});
