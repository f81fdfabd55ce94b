import {
  etagOf,
  IF_MATCH_HEADER,
  type BlogArticle,
  type BlogInputData,
  type ErrorResponse,
  type FieldIssue,
  type StaleVersionResponse,
} from '@stallplan/contracts';
import { adminApi } from '../../../admin/admin-session.js';
import { api } from '../../../api/api-client.js';
import { serverMessage } from '../../../api/refusal.js';

/** The wording for the blog forms (see docs/marketplace.md#writing-articles). */
export const BLOG_MESSAGES = {
  created: 'Blog post published successfully!',
  updated: 'Blog post updated successfully!',
  createFailed: 'Failed to create blog post',
  updateFailed: 'Failed to update blog post',
  sessionEnded: 'Your admin session has ended. Please log in again.',
  stale:
    'Someone else changed this article while you were editing it, so your changes were not saved. They are still in the form below. Reload the article to see the current version (what you typed here will be replaced), or cancel.',
  reloadFailed: 'Could not reload the article. Please try again.',
} as const;

/** What the form sends: the title and content, trimmed by the contract's schema (see docs/marketplace.md#writing-articles). */
export type BlogDraft = Pick<BlogInputData, 'header' | 'content'>;

export type SaveOutcome =
  | { kind: 'saved'; article: BlogArticle }
  | { kind: 'stale'; message: string; currentVersion: number }
  | { kind: 'refused'; message: string; issues: FieldIssue[] };

type SaveResponse =
  { status: 200 | 201; body: { data: BlogArticle } } | { status: 412; body: StaleVersionResponse } | { status: 400 | 401 | 404; body: ErrorResponse };

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
    case 412:
      // Nothing was saved; the form keeps what was typed until the admin chooses to reload.
      return { kind: 'stale', message: BLOG_MESSAGES.stale, currentVersion: response.body.currentVersion };
    default:
      return { kind: 'refused', message: serverMessage(response.body) ?? fallback, issues: response.body.details ?? [] };
  }
}

/** Network failures and 5xx answers carry nothing the admin can act on: the form's own sentence instead. */
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

/**
 * An edit replaces the title and content (PUT: the form holds both) at the version it was loaded
 * at; If-Match makes the server refuse it if someone else saved since.
 */
export function updateArticle(id: string, draft: BlogDraft, loadedVersion: number): Promise<SaveOutcome> {
  return settle(() => adminApi.updateBlog({ params: { id }, body: draft, headers: { [IF_MATCH_HEADER]: etagOf(loadedVersion) } }), BLOG_MESSAGES.updateFailed);
}

/** The article as it is stored now, for the editor to reload; null when it cannot be read. */
export async function loadCurrentArticle(id: string): Promise<BlogArticle | null> {
  try {
    const result = await api.getBlog({ params: { id } });
    return result.status === 200 ? result.body.data : null;
  } catch {
    return null;
  }
}
