import { INVALID_LINK_MESSAGE, PLAN_CHANGED_SINCE_VIEWED_MESSAGE } from '@stallplan/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { respondToSharedPlan } from './respond-to-shared-plan.js';

const TOKEN = 't'.repeat(43);
const body = { versionNumber: 3, decision: 'approved' as const, name: 'Vikram' };

function answer(status: number, json: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('respondToSharedPlan', () => {
  it('posts the answer with the version seen and gives the stored answer', async () => {
    const stored = { id: 'r9', ...body, note: '', createdAt: '2026-11-21T09:00:00.000Z' };
    const fetch = answer(201, { success: true, data: stored });
    expect(await respondToSharedPlan(TOKEN, body)).toEqual({ kind: 'sent', response: stored });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/shared-plans/${TOKEN}/responses`);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual(body);
  });

  it('says the plan changed since it was opened (409)', async () => {
    answer(409, { success: false, error: PLAN_CHANGED_SINCE_VIEWED_MESSAGE });
    expect(await respondToSharedPlan(TOKEN, body)).toEqual({ kind: 'changed', message: PLAN_CHANGED_SINCE_VIEWED_MESSAGE });
  });

  it('treats a 401 as a link that stopped working', async () => {
    answer(401, { success: false, error: INVALID_LINK_MESSAGE });
    expect(await respondToSharedPlan(TOKEN, body)).toEqual({ kind: 'invalid' });
  });

  it('keeps the field details of a 400 for the form', async () => {
    answer(400, { success: false, error: 'Please check the answer.', details: [{ path: 'name', message: 'Your name is required.' }] });
    expect(await respondToSharedPlan(TOKEN, body)).toEqual({
      kind: 'refused',
      refusal: { status: 400, message: 'Please check the answer.', details: [{ path: 'name', message: 'Your name is required.' }] },
    });
  });
});
