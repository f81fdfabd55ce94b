import { refusalFromError, refusalOf } from '../../../api/refusal.js';
import type { IssueOutcome } from './use-issue-form.js';

/*
 * An admin action (rotate, revoke, delete, replay) that did not happen fails its mutation with an
 * Error whose message is the sentence its dialog or row shows: the server's own, or the fallback.
 */

/** For `.catch` on the call: it threw (no answer, or an undeclared status). */
export function failedCall(fallback: string): (error: unknown) => never {
  return (error) => {
    console.error(fallback, error);
    throw new Error(refusalFromError(error, fallback).message);
  };
}

/** For a declared refusal (`{ status, body }`). */
export function refusedAction(response: { status: number; body: unknown }, fallback: string): Error {
  return new Error(refusalOf(response, fallback).message);
}

/**
 * A call that issues something (a key, an endpoint) as the form's outcome: what `issued` picks
 * from the success answer, or the refusal in words with a 400's field details.
 */
export async function issueOutcome<Response extends { status: number; body: unknown }, Issued>(
  call: () => Promise<Response>,
  issued: (response: Response) => Issued | undefined,
  fallback: string,
): Promise<IssueOutcome<Issued>> {
  try {
    const response = await call();
    const picked = issued(response);
    return picked === undefined ? { ok: false, refusal: refusalOf(response, fallback) } : { ok: true, issued: picked };
  } catch (error) {
    console.error(fallback, error);
    return { ok: false, refusal: refusalFromError(error, fallback) };
  }
}
