import type { BlogArticle, BlogInputData, ErrorResponse, FieldIssue } from '@stallplan/contracts';
import { adminApi } from '../../../admin/admin-session.js';

/** §8's wording for the blog forms. */
export const BLOG_MESSAGES = {
  created: 'Blog post published successfully!',
  updated: 'Blog post updated successfully!',
  createFailed: 'Failed to create blog post',
  updateFailed: 'Failed to update blog post',
  sessionEnded: 'Your admin session has ended. Please log in again.',
} as const;

/** What the form sends: the title and content, trimmed by the contract's schema (§5). */
export type BlogDraft = Pick<BlogInputData, 'header' | 'content'>;

export type SaveOutcome = { kind: 'saved'; article: BlogArticle } | { kind: 'refused'; message: string; issues: FieldIssue[] };

type SaveResponse = { status: 200 | 201; body: { data: BlogArticle } } | { status: 400 | 401 | 404; body: ErrorResponse };

/**
 * A declared answer as the form shows it: the article, or the server's sentence with the fields it
 * names. A 401 has already ended the session (admin-session.ts); the guard then leaves the page.
 */
export function toSaveOutcome(response: SaveResponse, fallback: string): SaveOutcome {
  switch (response.status) {
    case 200:
    case 201:
      return { kind: 'saved', article: response.body.data };
    case 401:
      return { kind: 'refused', message: BLOG_MESSAGES.sessionEnded, issues: [] };
    default:
      return { kind: 'refused', message: response.body.error || fallback, issues: response.body.details ?? [] };
  }
}

/** Network failures and 5xx answers carry nothing the admin can act on: §8's sentence instead. */
async function settle(call: () => Promise<SaveResponse>, fallback: string): Promise<SaveOutcome> {
  try {
    return toSaveOutcome(await call(), fallback);
  } catch {
    return { kind: 'refused', message: fallback, issues: [] };
  }
}

export function createArticle(draft: BlogDraft): Promise<SaveOutcome> {
  return settle(() => adminApi.createBlog({ body: draft }), BLOG_MESSAGES.createFailed);
}

export function updateArticle(id: string, draft: BlogDraft): Promise<SaveOutcome> {
  return settle(() => adminApi.updateBlog({ params: { id }, body: draft }), BLOG_MESSAGES.updateFailed);
}
