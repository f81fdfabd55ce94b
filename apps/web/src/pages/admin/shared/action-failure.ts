import { refusalFromError, refusalOf } from '../../../api/refusal.js';

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
