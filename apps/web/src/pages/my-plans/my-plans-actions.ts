import { ACCESS_TOKEN_PATTERN } from '@stallplan/contracts';
import { api } from '../../api/api-client.js';
import { refusalFromError, refusalOf, type Refusal } from '../../api/refusal.js';
import type { MyPlansSession } from '../../my-plans/my-plans-session.js';

export const SIGN_IN_LINK_FAILED_MESSAGE = 'The sign-in link could not be sent. Please try again.';
export const SIGN_IN_FAILED_MESSAGE = 'Signing in did not work this time. Please try again.';
export const OPEN_FAILED_MESSAGE = 'The plan could not be opened. Please try again.';
export const DUPLICATE_FAILED_MESSAGE = 'The plan could not be copied. Please try again.';
export const DELETE_FAILED_MESSAGE = 'The plan could not be deleted. Please try again.';
export const PLAN_GONE_MESSAGE = 'That plan is no longer saved; the list has been brought up to date.';

/** What a call on the session gave: done, the session ended (401), or refused for another reason. */
export type SessionOutcome<T> = { kind: 'ok'; value: T } | { kind: 'ended' } | { kind: 'refused'; refusal: Refusal };

/** POST /api/my-plans/sign-in-links: the server's sentence, the same whether or not the address has plans. */
export async function requestSignInLink(email: string): Promise<{ ok: true; message: string } | { ok: false; refusal: Refusal }> {
  try {
    const response = await api.requestSignInLink({ body: { email } });
    if (response.status === 202) return { ok: true, message: response.body.message };
    return { ok: false, refusal: refusalOf(response, SIGN_IN_LINK_FAILED_MESSAGE) };
  } catch (error) {
    return { ok: false, refusal: refusalFromError(error, SIGN_IN_LINK_FAILED_MESSAGE) };
  }
}

export type SignInOutcome = { kind: 'ok'; session: MyPlansSession } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/** POST /api/my-plans/sessions. A token of the wrong shape is not sent: the answer would be the same 401. */
export async function signIn(token: string): Promise<SignInOutcome> {
  if (!ACCESS_TOKEN_PATTERN.test(token)) return { kind: 'invalid' };
  try {
    const response = await api.signIn({ body: { token } });
    if (response.status === 200) return { kind: 'ok', session: response.body.data };
    return { kind: 'invalid' };
  } catch (error) {
    return { kind: 'failed', message: refusalFromError(error, SIGN_IN_FAILED_MESSAGE).message };
  }
}

const signIns = new Map<string, Promise<SignInOutcome>>();

/**
 * A sign-in link works once, so the page asks once per token however often its effect runs
 * (React runs effects twice in development): the second run gets the first run's answer.
 */
export function signInOnce(token: string, send: (token: string) => Promise<SignInOutcome> = signIn): Promise<SignInOutcome> {
  let attempt = signIns.get(token);
  if (!attempt) {
    attempt = send(token);
    signIns.set(token, attempt);
    // Only a call that never reached the service may be tried again; a used token stays answered.
    void attempt.then((outcome) => {
      if (outcome.kind === 'failed') signIns.delete(token);
    });
  }
  return attempt;
}

/** A call on the session: `pick` reads the success answer; a 401 ends the session; a 404 means the plan went meanwhile. */
async function onSession<R extends { status: number; body: unknown }, T>(
  call: () => Promise<R>,
  pick: (response: R) => { value: T } | null,
  fallback: string,
): Promise<SessionOutcome<T>> {
  try {
    const response = await call();
    const picked = pick(response);
    if (picked) return { kind: 'ok', value: picked.value };
    if (response.status === 401) return { kind: 'ended' };
    const refusal = refusalOf(response, fallback);
    return { kind: 'refused', refusal: response.status === 404 ? { ...refusal, message: PLAN_GONE_MESSAGE } : refusal };
  } catch (error) {
    return { kind: 'refused', refusal: refusalFromError(error, fallback) };
  }
}

/** POST …/edit-links: a fresh edit link to the plan; the page opens `/plans/<editToken>`. */
export function openMyPlan(session: string, planId: string): Promise<SessionOutcome<string>> {
  return onSession(
    () => api.openMyPlan({ params: { session, planId } }),
    (response) => (response.status === 201 ? { value: response.body.data.editToken } : null),
    OPEN_FAILED_MESSAGE,
  );
}

/** POST …/duplicate: a new plan for another show, opened through its own edit link. */
export function duplicateMyPlan(session: string, planId: string, exhibitionName: string): Promise<SessionOutcome<string>> {
  const name = exhibitionName.trim();
  return onSession(
    () => api.duplicateMyPlan({ params: { session, planId }, body: name ? { exhibitionName: name } : {} }),
    (response) => (response.status === 201 ? { value: response.body.data.editToken } : null),
    DUPLICATE_FAILED_MESSAGE,
  );
}

/** DELETE …/plans/:planId: the plan with everything stored about it. */
export function deleteMyPlan(session: string, planId: string): Promise<SessionOutcome<true>> {
  return onSession(
    () => api.deleteMyPlan({ params: { session, planId } }),
    (response) => (response.status === 200 ? { value: true as const } : null),
    DELETE_FAILED_MESSAGE,
  );
}
