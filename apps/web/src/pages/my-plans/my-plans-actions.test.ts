import { INVALID_LINK_MESSAGE, SIGN_IN_LINK_SENT_MESSAGE } from '@stallplan/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE_MESSAGE } from '../../api/refusal.js';
import { deleteMyPlan, duplicateMyPlan, openMyPlan, PLAN_GONE_MESSAGE, requestSignInLink, signIn, signInOnce, type SignInOutcome } from './my-plans-actions.js';

const SESSION = 's'.repeat(43);
const EDIT_TOKEN = 'e'.repeat(43);
const PLAN_ID = 'a1'.repeat(12);

/** Answers every call with one status and body, and keeps what was asked. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestSignInLink', () => {
  it('gives the server’s sentence when the link is on its way', async () => {
    const fetch = answer(202, { success: true, message: SIGN_IN_LINK_SENT_MESSAGE });
    expect(await requestSignInLink('asha@example.in')).toEqual({ ok: true, message: SIGN_IN_LINK_SENT_MESSAGE });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/my-plans/sign-in-links');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ email: 'asha@example.in' });
  });

  it('gives the server’s own words for too many requests', async () => {
    answer(429, { success: false, error: 'Too many sign-in links for this address. Try again in an hour.' });
    const outcome = await requestSignInLink('asha@example.in');
    expect(outcome).toMatchObject({ ok: false, refusal: { status: 429, message: 'Too many sign-in links for this address. Try again in an hour.' } });
  });

  it('says the server could not be reached when no answer came', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await requestSignInLink('asha@example.in')).toMatchObject({ ok: false, refusal: { status: undefined, message: NETWORK_FAILURE_MESSAGE } });
  });
});

describe('signIn', () => {
  it('gives the session for a good link', async () => {
    const session = { session: SESSION, email: 'asha@example.in', expiresAt: '2026-12-01T12:00:00.000Z' };
    answer(200, { success: true, data: session });
    expect(await signIn('t'.repeat(43))).toEqual({ kind: 'ok', session });
  });

  it('treats a 401 as an invalid link', async () => {
    answer(401, { success: false, error: INVALID_LINK_MESSAGE });
    expect(await signIn('t'.repeat(43))).toEqual({ kind: 'invalid' });
  });

  it('does not send a token of the wrong shape', async () => {
    const fetch = answer(200, {});
    expect(await signIn('too-short')).toEqual({ kind: 'invalid' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('signInOnce', () => {
  it('sends a token once however often it is asked (React runs effects twice)', async () => {
    const send = vi.fn(async (): Promise<SignInOutcome> => ({ kind: 'invalid' }));
    const token = `once${'x'.repeat(39)}`;
    const [first, second] = await Promise.all([signInOnce(token, send), signInOnce(token, send)]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    await signInOnce(token, send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends again after an attempt that never reached the service', async () => {
    const send = vi.fn(async (): Promise<SignInOutcome> => ({ kind: 'failed', message: NETWORK_FAILURE_MESSAGE }));
    const token = `fail${'x'.repeat(39)}`;
    await signInOnce(token, send);
    await signInOnce(token, send);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('actions on a plan of the session', () => {
  it('opens a plan through a fresh edit link', async () => {
    const fetch = answer(201, { success: true, data: { editToken: EDIT_TOKEN, editUrl: `https://stallplan.in/plans/${EDIT_TOKEN}` } });
    expect(await openMyPlan(SESSION, PLAN_ID)).toEqual({ kind: 'ok', value: EDIT_TOKEN });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/my-plans/${SESSION}/plans/${PLAN_ID}/edit-links`);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('ends the session on a 401', async () => {
    answer(401, { success: false, error: INVALID_LINK_MESSAGE });
    expect(await openMyPlan(SESSION, PLAN_ID)).toEqual({ kind: 'ended' });
    expect(await deleteMyPlan(SESSION, PLAN_ID)).toEqual({ kind: 'ended' });
  });

  it('says a plan deleted meanwhile is gone', async () => {
    answer(404, { success: false, error: 'Plan not found.' });
    expect(await deleteMyPlan(SESSION, PLAN_ID)).toMatchObject({ kind: 'refused', refusal: { status: 404, message: PLAN_GONE_MESSAGE } });
  });

  it('duplicates with the new show’s name, or with none when it was left blank', async () => {
    // Only the request is checked here: the answer carries a whole saved plan.
    let fetch = answer(401, { success: false, error: INVALID_LINK_MESSAGE });
    await duplicateMyPlan(SESSION, PLAN_ID, '  India Energy Week ');
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/my-plans/${SESSION}/plans/${PLAN_ID}/duplicate`);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ exhibitionName: 'India Energy Week' });
    fetch = answer(401, { success: false, error: INVALID_LINK_MESSAGE });
    await duplicateMyPlan(SESSION, PLAN_ID, '   ');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({});
  });

  it('deletes with DELETE on the plan', async () => {
    const fetch = answer(200, { success: true, message: 'The plan is deleted.' });
    expect(await deleteMyPlan(SESSION, PLAN_ID)).toEqual({ kind: 'ok', value: true });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/my-plans/${SESSION}/plans/${PLAN_ID}`);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });
});
