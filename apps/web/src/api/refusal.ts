import { ApiError, type FieldIssue } from '@stallplan/contracts';

/*
 * The one place a server's refusal becomes text: every form, list and action that shows why a
 * call failed reads the server's sentence here, then falls back to its own words.
 */

/**
 * The sentence a refusal carries: `error` from the services, `message` from the admin login.
 * Blank or missing gives undefined, so callers fall back to their own wording (see docs/ui.md#server-refusals).
 */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  const text = typeof error === 'string' ? error : typeof message === 'string' ? message : undefined;
  return text?.trim() || undefined;
}

/** Why a call did not do what was asked, as a sentence, with the field details of a 400. */
export interface Refusal {
  /** The HTTP status, or undefined when no answer came. */
  status: number | undefined;
  message: string;
  details: FieldIssue[];
}

export const NETWORK_FAILURE_MESSAGE = 'Could not reach StallPlan. Check your connection and try again.';
/** Said for a 429 when the service gave no words of its own. */
export const TOO_MANY_MESSAGE = 'Too many attempts in a short time. Please wait a few minutes and try again.';

/** A declared refusal (`{status, body: {error, details}}`) in words; `fallback` when the body says nothing. */
export function refusalOf(response: { status: number; body: unknown }, fallback: string): Refusal {
  const body = response.body as { details?: unknown } | undefined;
  const details = Array.isArray(body?.details) ? (body.details as FieldIssue[]) : [];
  const message = serverMessage(response.body) ?? (response.status === 429 ? TOO_MANY_MESSAGE : fallback);
  return { status: response.status, message, details };
}

/** A call that threw: an undeclared status with the server's words, or no answer at all. */
export function refusalFromError(error: unknown, fallback: string): Refusal {
  if (error instanceof ApiError && error.status !== undefined) {
    return { status: error.status, message: serverMessage(error.body) ?? (error.status === 429 ? TOO_MANY_MESSAGE : fallback), details: [] };
  }
  return { status: undefined, message: NETWORK_FAILURE_MESSAGE, details: [] };
}

/**
 * The first reason per field path, listed as sentences: what a form shows above its button when
 * the service refused a value the form cannot point at.
 */
export function issueSentences(details: readonly FieldIssue[]): string[] {
  return [...new Set(details.map((issue) => issue.message.trim()).filter(Boolean))];
}
