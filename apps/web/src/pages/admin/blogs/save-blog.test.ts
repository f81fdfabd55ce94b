import type { BlogArticle } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, toSaveOutcome } from './save-blog.js';

const article: BlogArticle = {
  id: 'a1',
  header: 'Lighting a Stall',
  content: '<p>Text</p>',
  author: 'StallPlan',
  slug: 'lighting-a-stall',
  timestamp: '2025-01-06T10:00:00.000Z',
  status: 'published',
  readingMinutes: 1,
  version: 1,
};

describe('toSaveOutcome', () => {
  it('gives the saved article on 200 and 201', () => {
    expect(toSaveOutcome({ status: 201, body: { data: article } }, BLOG_MESSAGES.createFailed)).toEqual({ kind: 'saved', article });
    expect(toSaveOutcome({ status: 200, body: { data: article } }, BLOG_MESSAGES.updateFailed)).toEqual({ kind: 'saved', article });
  });

  it("shows the server's sentence and the fields it names", () => {
    const issues = [{ path: 'header', message: 'Blog title must be at least 5 characters' }];
    const outcome = toSaveOutcome({ status: 400, body: { success: false, error: issues[0]!.message, details: issues } }, BLOG_MESSAGES.createFailed);
    expect(outcome).toEqual({ kind: 'refused', message: 'Blog title must be at least 5 characters', issues });
  });

  it('falls back to the form’s own failure sentence when the server gives none', () => {
    expect(toSaveOutcome({ status: 404, body: { success: false, error: '' } }, BLOG_MESSAGES.updateFailed)).toEqual({
      kind: 'refused',
      message: 'Failed to update blog post',
      issues: [],
    });
  });

  it('says someone else changed the article on 412, with the version stored now', () => {
    expect(
      toSaveOutcome(
        { status: 412, body: { success: false, error: 'This article was changed by someone else since you opened it.', currentVersion: 4 } },
        BLOG_MESSAGES.updateFailed,
      ),
    ).toEqual({ kind: 'stale', message: BLOG_MESSAGES.stale, currentVersion: 4 });
    expect(BLOG_MESSAGES.stale).toContain('Reload the article');
  });

  it('says the session ended on a 401', () => {
    expect(toSaveOutcome({ status: 401, body: { success: false, error: 'Unauthorized' } }, BLOG_MESSAGES.createFailed)).toEqual({
      kind: 'refused',
      message: BLOG_MESSAGES.sessionEnded,
      issues: [],
    });
  });
});
