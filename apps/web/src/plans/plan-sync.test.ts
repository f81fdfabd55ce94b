import { ApiError, type SavedPlan } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { newPlan, type PlanState } from '../current-plan/plan-state.js';
import { fixturePlan } from '../../test/fixtures/quote-plan-fixture.js';
import type { PlanApi } from './plan-api.js';
import { planFingerprint } from './plan-content.js';
import { PlanSync } from './plan-sync.js';
import type { SavedLink } from './saved-link.js';
import { fixtureSavedPlan, FIXTURE_TOKEN, OTHER_TOKEN } from '../../test/fixtures/saved-plan-fixture.js';
import { SAVE_DEBOUNCE_MS } from './sync-state.js';

type Answer = { status: number; body: unknown };
type Call = {
  name: 'createPlan' | 'updatePlan' | 'getPlan';
  args: { params?: { token: string }; body?: { baseRevision?: number; content?: { eventDetails: { exhibitionName?: string } } } };
};

/** A planner store, a link store, the API and the timers, all in memory and all answerable from the test. */
function harness(options: { plan?: PlanState; link?: SavedLink | null; online?: boolean } = {}) {
  let plan = options.plan ?? fixturePlan();
  const planListeners = new Set<() => void>();
  const plans = {
    get: () => plan,
    subscribe: (listener: () => void) => {
      planListeners.add(listener);
      return () => planListeners.delete(listener);
    },
    replace: (next: PlanState) => {
      plan = next;
      planListeners.forEach((listener) => listener());
    },
  };
  let link = options.link ?? null;
  const links = { get: () => link, set: (next: SavedLink | null) => void (link = next) };
  const calls: Call[] = [];
  const answers: Record<Call['name'], Array<Answer | Error | Promise<Answer>>> = { createPlan: [], updatePlan: [], getPlan: [] };
  const respond = (name: Call['name']) => async (args: Call['args']) => {
    calls.push({ name, args });
    const answer = answers[name].shift() ?? { status: 200, body: { success: true, data: fixtureSavedPlan() } };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const api = { createPlan: respond('createPlan'), updatePlan: respond('updatePlan'), getPlan: respond('getPlan') } as unknown as PlanApi;
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  let online: (() => void) | undefined;
  let hidden: (() => void) | undefined;
  const sync = new PlanSync({
    plans,
    links,
    api,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void ((timer as { cleared: boolean }).cleared = true),
    isOnline: () => options.online ?? true,
    onOnline: (listener) => {
      online = listener;
      return () => undefined;
    },
    onHidden: (listener) => {
      hidden = listener;
      return () => undefined;
    },
  });
  const pending = () => timers.filter((timer) => !timer.cleared);
  return {
    sync,
    plans,
    links,
    calls,
    answers,
    pending,
    edit: (change: (current: PlanState) => PlanState) => plans.replace(change(plan)),
    /** Runs the one timer due, then lets the save's answer arrive. */
    fire: async () => {
      const due = pending();
      expect(due).toHaveLength(1);
      due[0]!.cleared = true;
      due[0]!.run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    goOnline: () => online?.(),
    hide: () => hidden?.(),
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

/** A browser whose plan was saved and is unchanged since, with the autosave started and its first look at the server done. */
async function linkedHarness() {
  const plan = fixturePlan();
  const h = harness({ plan, link: linkFor(plan) });
  h.sync.start();
  await h.settle();
  return { plan, h };
}

const rename =
  (name: string) =>
  (plan: PlanState): PlanState => ({ ...plan, eventDetails: { ...plan.eventDetails, exhibitionName: name } });
const saved = (overrides: Partial<SavedPlan> = {}): Answer => ({
  status: 200,
  body: { success: true, data: { plan: fixtureSavedPlan(overrides), newVersion: false } },
});
const linkFor = (plan: PlanState, overrides: Partial<SavedLink> = {}): SavedLink => ({
  token: FIXTURE_TOKEN,
  planId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  revision: 3,
  lastSavedAt: '2026-11-27T05:12:00.000Z',
  fingerprint: planFingerprint(plan),
  ...overrides,
});

describe('PlanSync', () => {
  it('settles: sends an edit still waiting out its pause and answers the link once it is saved; null while unsaved or refused', async () => {
    expect(await harness().sync.settled()).toBeNull();

    const { h } = await linkedHarness();
    h.edit(rename('IMTEX settled'));
    h.answers.updatePlan.push(saved({ revision: 4 }));
    const link = await h.sync.settled();
    expect(h.calls.filter((call) => call.name === 'updatePlan')).toHaveLength(1);
    expect(link).toMatchObject({ token: FIXTURE_TOKEN, revision: 4 });

    h.edit(rename('IMTEX refused'));
    h.answers.updatePlan.push({ status: 409, body: { success: false, error: 'changed elsewhere', currentRevision: 9 } });
    expect(await h.sync.settled()).toBeNull();
  });

  it('saves nothing until the plan is first saved, then saves the link and the plan content', async () => {
    const h = harness();
    h.sync.start();
    h.edit(rename('IMTEX 2027'));
    expect(h.pending()).toHaveLength(0);
    h.answers.createPlan.push({
      status: 201,
      body: {
        success: true,
        data: { plan: fixtureSavedPlan({ revision: 1 }), editToken: FIXTURE_TOKEN, editUrl: `https://stallplan.in/plans/${FIXTURE_TOKEN}`, mailed: true },
      },
    });
    const outcome = await h.sync.createLink();
    expect(outcome).toEqual({ ok: true, editUrl: `https://stallplan.in/plans/${FIXTURE_TOKEN}`, mailed: true, ownerEmail: 'priya.raman@example.com' });
    expect(h.calls[0]?.args.body?.content?.eventDetails.exhibitionName).toBe('IMTEX 2027');
    expect(h.links.get()).toMatchObject({ token: FIXTURE_TOKEN, revision: 1, fingerprint: planFingerprint(h.plans.get()) });
    expect(h.sync.get().sync).toMatchObject({ phase: 'idle', dirty: false });
  });

  it("shows the server's sentence when the first save is refused, and keeps the plan unsaved", async () => {
    const h = harness();
    h.sync.start();
    h.answers.createPlan.push({ status: 400, body: { success: false, error: 'Add your e-mail address in step 1 to save the plan.' } });
    expect(await h.sync.createLink()).toEqual({ ok: false, message: 'Add your e-mail address in step 1 to save the plan.' });
    expect(h.links.get()).toBeNull();
    expect(h.sync.get().sync.phase).toBe('unsaved');
  });

  it('saves 1.5 s after the last edit, from the revision the last save made', async () => {
    const { h } = await linkedHarness();
    h.edit(rename('IMTEX A'));
    h.edit(rename('IMTEX AB'));
    expect(h.pending()).toHaveLength(1);
    expect(h.pending()[0]?.ms).toBe(SAVE_DEBOUNCE_MS);
    h.answers.updatePlan.push(saved({ revision: 4, updatedAt: '2026-11-27T05:30:00.000Z' }));
    await h.fire();
    const put = h.calls.find((call) => call.name === 'updatePlan');
    expect(put?.args).toMatchObject({ params: { token: FIXTURE_TOKEN }, body: { baseRevision: 3, content: { eventDetails: { exhibitionName: 'IMTEX AB' } } } });
    expect(h.links.get()).toMatchObject({ revision: 4, lastSavedAt: '2026-11-27T05:30:00.000Z' });
    expect(h.sync.get().sync).toMatchObject({ phase: 'idle', dirty: false });

    h.edit(rename('IMTEX ABC'));
    h.answers.updatePlan.push(saved({ revision: 5 }));
    await h.fire();
    expect(h.calls.filter((call) => call.name === 'updatePlan').at(-1)?.args.body?.baseRevision).toBe(4);
  });

  it('does not count a change outside the saved content (the notification flag) as an edit', async () => {
    const plan = fixturePlan();
    const h = harness({ plan, link: linkFor(plan) });
    h.sync.start();
    h.edit((current) => ({ ...current, notificationSent: true }));
    expect(h.pending()).toHaveLength(0);
  });

  it('saves on the next visit what changed after the last save', () => {
    const plan = fixturePlan();
    const h = harness({ plan: rename('Changed offline')(plan), link: linkFor(plan) });
    h.sync.start();
    expect(h.sync.get().sync.dirty).toBe(true);
    expect(h.pending()).toHaveLength(1);
  });

  it('keeps trying while offline, and tries at once when the browser is back online', async () => {
    const plan = fixturePlan();
    const h = harness({ plan, link: linkFor(plan), online: false });
    h.sync.start();
    await h.settle();
    h.edit(rename('Offline edit'));
    h.answers.updatePlan.push(new ApiError('Could not reach the server: fetch failed', undefined, undefined));
    await h.fire();
    expect(h.sync.get().sync.phase).toBe('offline');
    expect(h.pending()[0]?.ms).toBe(2000);
    h.goOnline();
    expect(h.pending()).toHaveLength(1);
    expect(h.pending()[0]?.ms).toBe(0);
    h.answers.updatePlan.push(saved({ revision: 4 }));
    await h.fire();
    expect(h.sync.get().sync).toMatchObject({ phase: 'idle', dirty: false });
    expect(h.links.get()?.revision).toBe(4);
  });

  it("retries a rate-limited save with the server's words kept", async () => {
    const { h } = await linkedHarness();
    h.edit(rename('Busy'));
    h.answers.updatePlan.push({ status: 429, body: { success: false, error: 'Too many saves from your address.' } });
    await h.fire();
    expect(h.sync.get().sync).toMatchObject({ phase: 'retrying', message: 'Too many saves from your address.' });
    expect(h.pending()).toHaveLength(1);
  });

  it('stops on a 409 and never saves over the other copy; reloading puts the saved plan in place', async () => {
    const { plan, h } = await linkedHarness();
    h.edit(rename('Mine'));
    h.answers.updatePlan.push({ status: 409, body: { success: false, error: 'Changed elsewhere.', currentRevision: 7 } });
    await h.fire();
    expect(h.sync.get().sync.phase).toBe('conflict');
    h.edit(rename('Mine again'));
    expect(h.pending()).toHaveLength(0);

    const theirs = fixtureSavedPlan({ revision: 7, updatedAt: '2026-11-27T06:00:00.000Z' });
    theirs.content.eventDetails.exhibitionName = 'Theirs';
    h.answers.getPlan.push({ status: 200, body: { success: true, data: theirs } });
    expect(await h.sync.reloadSaved()).toEqual({ ok: true });
    expect(h.plans.get().eventDetails.exhibitionName).toBe('Theirs');
    expect(h.plans.get().planId).toBe(plan.planId);
    expect(h.links.get()).toMatchObject({ token: FIXTURE_TOKEN, revision: 7 });
    expect(h.sync.get().sync).toMatchObject({ phase: 'idle', dirty: false });
    expect(h.pending()).toHaveLength(0);
  });

  it('saves mine as a copy after a conflict: a new link, and saves go there from then on', async () => {
    const { h } = await linkedHarness();
    h.edit(rename('Mine'));
    h.answers.updatePlan.push({ status: 409, body: { success: false, error: 'Changed elsewhere.', currentRevision: 7 } });
    await h.fire();
    h.answers.createPlan.push({
      status: 201,
      body: {
        success: true,
        data: { plan: fixtureSavedPlan({ id: 'b'.repeat(24), revision: 1 }), editToken: OTHER_TOKEN, editUrl: `/plans/${OTHER_TOKEN}`, mailed: false },
      },
    });
    expect(await h.sync.createLink()).toMatchObject({ ok: true, mailed: false });
    expect(h.links.get()).toMatchObject({ token: OTHER_TOKEN, planId: 'b'.repeat(24), revision: 1 });
    h.edit(rename('Mine, later'));
    await h.fire();
    expect(h.calls.at(-1)?.args).toMatchObject({ params: { token: OTHER_TOKEN }, body: { baseRevision: 1 } });
  });

  it('stops saving to the old plan when "Start New Quote" makes a new one', async () => {
    const { h } = await linkedHarness();
    h.plans.replace(newPlan());
    expect(h.links.get()).toBeNull();
    expect(h.sync.get().sync.phase).toBe('unsaved');
    expect(h.pending()).toHaveLength(0);
  });

  it('marks the link lost when the plan no longer opens, and forgets a deleted plan', async () => {
    const plan = fixturePlan();
    const h = harness({ plan, link: linkFor(plan) });
    h.answers.getPlan.push({ status: 401, body: { success: false, error: 'This link is not valid or has expired.' } });
    h.sync.start();
    await h.settle();
    expect(h.sync.get().sync.phase).toBe('link-lost');
    h.sync.forget('another-plan-id');
    expect(h.links.get()).not.toBeNull();
    h.sync.forget('a1b2c3d4e5f6a1b2c3d4e5f6');
    expect(h.links.get()).toBeNull();
  });

  it('ignores the answer to a save sent before the link changed hands', async () => {
    const { h } = await linkedHarness();
    h.edit(rename('Before'));
    let answer: (value: Answer) => void = () => undefined;
    h.answers.updatePlan.push(new Promise<Answer>((resolve) => (answer = resolve)));
    const due = h.pending()[0]!;
    due.cleared = true;
    due.run();
    h.sync.adopt(OTHER_TOKEN, fixtureSavedPlan({ id: 'c'.repeat(24), revision: 9 }));
    answer({ status: 409, body: { success: false, error: 'Changed elsewhere.', currentRevision: 9 } });
    await h.settle();
    expect(h.sync.get().sync.phase).toBe('idle');
    expect(h.links.get()).toMatchObject({ token: OTHER_TOKEN, revision: 9 });
  });

  it('takes a plan saved on another device since, when this browser has nothing unsaved', async () => {
    const plan = fixturePlan();
    const h = harness({ plan, link: linkFor(plan) });
    const newer = fixtureSavedPlan({ revision: 6 });
    newer.content.eventDetails.exhibitionName = 'Saved on the laptop';
    h.answers.getPlan.push({ status: 200, body: { success: true, data: newer } });
    h.sync.start();
    await h.settle();
    expect(h.plans.get().eventDetails.exhibitionName).toBe('Saved on the laptop');
    expect(h.links.get()?.revision).toBe(6);
    expect(h.sync.get().sync).toMatchObject({ phase: 'idle', dirty: false });
  });

  it('asks at once when the plan was saved elsewhere and this browser holds changes too', async () => {
    const plan = fixturePlan();
    const h = harness({ plan: rename('Changed here')(plan), link: linkFor(plan) });
    h.answers.getPlan.push({ status: 200, body: { success: true, data: fixtureSavedPlan({ revision: 6 }) } });
    h.sync.start();
    await h.settle();
    expect(h.sync.get().sync.phase).toBe('conflict');
    expect(h.plans.get().eventDetails.exhibitionName).toBe('Changed here');
    expect(h.pending()).toHaveLength(0);
    expect(h.calls.some((call) => call.name === 'updatePlan')).toBe(false);
  });

  it('saves at once, without waiting out the pause, when the page is hidden', async () => {
    const { h } = await linkedHarness();
    h.hide();
    expect(h.calls.some((call) => call.name === 'updatePlan')).toBe(false);
    h.edit(rename('Typed just before closing'));
    h.answers.updatePlan.push(saved({ revision: 4 }));
    h.hide();
    await h.settle();
    expect(h.calls.filter((call) => call.name === 'updatePlan')).toHaveLength(1);
    expect(h.pending()).toHaveLength(0);
    expect(h.sync.get().sync).toMatchObject({ phase: 'idle', dirty: false });
  });
});
