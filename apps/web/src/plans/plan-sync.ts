import { ApiError, type SavedPlan } from '@stallplan/contracts';
import { serverMessage } from '../api/refusal.js';
import type { PlanState } from '../current-plan/plan-state.js';
import { contentFingerprint, planFingerprint, planFromContent, toPlanContent } from './plan-content.js';
import type { SavedLink } from './saved-link.js';
import { initialSyncState, nextSave, syncReducer, type SyncEvent, type SyncState } from './sync-state.js';
import type { PlanApi } from './plan-api.js';

export const SAVE_FAILED_MESSAGE = 'The plan could not be saved. Please try again.';
export const RELOAD_FAILED_MESSAGE = 'The saved plan could not be loaded. Please try again.';
export const OFFLINE_SAVE_MESSAGE = 'Could not reach StallPlan. Your plan is kept in this browser; save it when you are back online.';

/** What the owner is told about the plan's answers: its status, the newest approval and every answer. */
export type RemoteView = Pick<SavedPlan, 'id' | 'status' | 'approval' | 'responses'>;

export interface PlanSyncSnapshot {
  sync: SyncState;
  link: SavedLink | null;
  remote: RemoteView | null;
}

export type CreateOutcome = { ok: true; editUrl: string; mailed: boolean; ownerEmail: string } | { ok: false; message: string };
export type ReloadOutcome = { ok: true } | { ok: false; message: string };

interface PlanSource {
  get(): PlanState;
  subscribe(listener: () => void): () => void;
  replace(state: PlanState): void;
}

interface LinkSource {
  get(): SavedLink | null;
  set(link: SavedLink | null): void;
}

export interface PlanSyncDeps {
  plans: PlanSource;
  links: LinkSource;
  api: PlanApi;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  isOnline?: () => boolean;
  /** Calls back when the browser comes back online; answers the unsubscribe. */
  onOnline?: (listener: () => void) => () => void;
  /** Calls back when the page is hidden (another tab, the phone locked, the tab closing); answers the unsubscribe. */
  onHidden?: (listener: () => void) => () => void;
}

function remoteOf(plan: SavedPlan): RemoteView {
  return { id: plan.id, status: plan.status, approval: plan.approval, responses: plan.responses };
}

function linkOf(token: string, plan: SavedPlan, fingerprint: string): SavedLink {
  return { token, planId: plan.id, revision: plan.revision, lastSavedAt: plan.updatedAt, fingerprint };
}

/**
 * Keeps the planner's plan and its saved copy in step: a save ~1.5 s after the last edit, retries
 * with backoff while offline or failing, and a stop on a conflict until the owner chooses. The plan
 * store keeps writing localStorage whatever happens here, so no failure loses the draft.
 */
export class PlanSync {
  private snapshot: PlanSyncSnapshot;
  private readonly listeners = new Set<() => void>();
  private started = false;
  private timer: unknown;
  private timerKey: string | null = null;
  private saving = false;
  /** Bumped whenever the link changes hands, so the answer to a save sent before is not applied to the new link. */
  private generation = 0;
  /** The fingerprint of the content last seen, so store updates that change nothing saved (a notification flag) are not edits. */
  private lastSeen = '';
  /** The browser's own id of the linked plan: "Start New Quote" makes a new one, which must not be saved over the old plan. */
  private linkedLocalPlanId: string | null = null;

  constructor(private readonly deps: PlanSyncDeps) {
    this.snapshot = { sync: initialSyncState, link: deps.links.get(), remote: null };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (): PlanSyncSnapshot => this.snapshot;

  /** Starts watching the plan (once); with a saved link, saves what changed since the last visit and fetches the answers. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const plan = this.deps.plans.get();
    this.lastSeen = planFingerprint(plan);
    this.deps.plans.subscribe(() => this.planChanged());
    this.deps.onOnline?.(() => this.dispatch({ type: 'online' }));
    this.deps.onHidden?.(() => this.flushNow());
    const link = this.deps.links.get();
    if (!link) return;
    this.linkedLocalPlanId = plan.planId;
    this.setLink(link);
    this.dispatch({ type: 'linked', savedAt: link.lastSavedAt, dirty: this.lastSeen !== link.fingerprint });
    void this.refreshRemote(link.token);
  }

  /** "Save plan", "Save mine as a copy" and "Save as a new plan": a new saved plan from this browser's plan. */
  async createLink(): Promise<CreateOutcome> {
    const content = toPlanContent(this.deps.plans.get());
    const fingerprint = contentFingerprint(content);
    try {
      const response = await this.deps.api.createPlan({ body: { content } });
      if (response.status !== 201) return { ok: false, message: serverMessage(response.body) ?? SAVE_FAILED_MESSAGE };
      const { plan, editToken, editUrl, mailed } = response.body.data;
      this.linkedLocalPlanId = this.deps.plans.get().planId;
      this.generation += 1;
      this.deps.links.set(linkOf(editToken, plan, fingerprint));
      this.setLink(this.deps.links.get(), remoteOf(plan));
      this.dispatch({ type: 'linked', savedAt: plan.updatedAt, dirty: planFingerprint(this.deps.plans.get()) !== fingerprint });
      return { ok: true, editUrl, mailed, ownerEmail: plan.ownerEmail };
    } catch (error) {
      return {
        ok: false,
        message: error instanceof ApiError && error.status !== undefined ? (serverMessage(error.body) ?? SAVE_FAILED_MESSAGE) : OFFLINE_SAVE_MESSAGE,
      };
    }
  }

  /** "Reload the saved plan": the server's plan replaces this browser's. */
  async reloadSaved(): Promise<ReloadOutcome> {
    const link = this.deps.links.get();
    if (!link) return { ok: false, message: RELOAD_FAILED_MESSAGE };
    try {
      const response = await this.deps.api.getPlan({ params: { token: link.token } });
      if (response.status === 401) {
        this.dispatch({ type: 'link-lost' });
        return { ok: false, message: serverMessage(response.body) ?? RELOAD_FAILED_MESSAGE };
      }
      this.adopt(link.token, response.body.data);
      return { ok: true };
    } catch {
      return { ok: false, message: RELOAD_FAILED_MESSAGE };
    }
  }

  /** A saved plan becomes this browser's plan (opened by its edit link, reloaded, or restored to a version); saves continue to it. */
  adopt(token: string, plan: SavedPlan): void {
    const next = planFromContent(plan.content, this.deps.plans.get());
    const fingerprint = planFingerprint(next);
    this.lastSeen = fingerprint;
    this.generation += 1;
    this.deps.plans.replace(next);
    this.linkedLocalPlanId = next.planId;
    this.deps.links.set(linkOf(token, plan, fingerprint));
    this.setLink(this.deps.links.get(), remoteOf(plan));
    this.dispatch({ type: 'linked', savedAt: plan.updatedAt, dirty: false });
  }

  /** The plan is gone (deleted by its owner): this browser keeps its copy but stops saving it. */
  forget(planId: string): void {
    if (this.deps.links.get()?.planId !== planId) return;
    this.unlink();
  }

  /** Saves at once an edit still waiting out its pause: the page may not come back to finish it. */
  flushNow(): void {
    const { phase, dirty } = this.snapshot.sync;
    if (phase !== 'idle' || !dirty) return;
    this.clearTimer();
    void this.save();
  }

  /**
   * The saved link once every edit is saved: a pending edit is sent at once and awaited. Null when
   * the plan is not saved, or a save cannot go now (offline, refused, in conflict), so a caller
   * that wants the saved version can fall back to the plan in this browser.
   */
  settled(): Promise<SavedLink | null> {
    this.flushNow();
    return new Promise((resolve) => {
      let unsubscribe: (() => void) | undefined;
      const check = (): boolean => {
        const { sync, link } = this.snapshot;
        const answer = !link ? null : sync.phase === 'idle' && !sync.dirty ? link : sync.phase === 'idle' || sync.phase === 'saving' ? undefined : null;
        if (answer === undefined) return false;
        unsubscribe?.();
        resolve(answer);
        return true;
      };
      if (!check()) unsubscribe = this.subscribe(() => void check());
    });
  }

  /** "Retry now" while a save waits out its backoff. */
  retryNow(): void {
    this.dispatch({ type: 'online' });
  }

  private unlink(): void {
    this.generation += 1;
    this.linkedLocalPlanId = null;
    this.deps.links.set(null);
    this.setLink(null, null);
    this.dispatch({ type: 'unlinked' });
  }

  private planChanged(): void {
    const plan = this.deps.plans.get();
    if (this.linkedLocalPlanId && plan.planId !== this.linkedLocalPlanId) {
      this.lastSeen = planFingerprint(plan);
      this.unlink();
      return;
    }
    const fingerprint = planFingerprint(plan);
    if (fingerprint === this.lastSeen) return;
    this.lastSeen = fingerprint;
    if (this.snapshot.link) this.dispatch({ type: 'edited' });
  }

  private async refreshRemote(token: string): Promise<void> {
    const generation = this.generation;
    try {
      const response = await this.deps.api.getPlan({ params: { token } });
      if (generation !== this.generation) return;
      if (response.status !== 200) {
        this.dispatch({ type: 'link-lost' });
        return;
      }
      const plan = response.body.data;
      const link = this.deps.links.get();
      const newer = link !== null && plan.revision > link.revision && this.snapshot.sync.phase === 'idle';
      // Saved on another device since this browser's last save: with nothing unsaved here the
      // newer plan is taken as it is; with changes here the owner chooses, before typing more.
      if (newer && !this.snapshot.sync.dirty) this.adopt(token, plan);
      else if (newer) this.dispatch({ type: 'conflict' });
      else this.setLink(this.snapshot.link, remoteOf(plan));
    } catch {
      // Offline or failing: the answers show after the next save instead.
    }
  }

  private async save(): Promise<void> {
    const link = this.deps.links.get();
    if (this.saving || !link) return;
    this.saving = true;
    const generation = this.generation;
    const content = toPlanContent(this.deps.plans.get());
    const fingerprint = contentFingerprint(content);
    const edits = this.snapshot.sync.edits;
    this.dispatch({ type: 'save-started' });
    let event: SyncEvent;
    try {
      const response = await this.deps.api.updatePlan({ params: { token: link.token }, body: { baseRevision: link.revision, content } });
      if (generation !== this.generation) return;
      switch (response.status) {
        case 200: {
          const { plan } = response.body.data;
          this.deps.links.set(linkOf(link.token, plan, fingerprint));
          this.setLink(this.deps.links.get(), remoteOf(plan));
          event = { type: 'saved', savedAt: plan.updatedAt, edits };
          break;
        }
        case 409:
          event = { type: 'conflict' };
          break;
        case 401:
          event = { type: 'link-lost' };
          break;
        case 400:
          event = { type: 'refused', message: serverMessage(response.body) ?? SAVE_FAILED_MESSAGE };
          break;
        default:
          event = { type: 'failed', offline: false, message: serverMessage(response.body) ?? SAVE_FAILED_MESSAGE };
      }
    } catch (error) {
      if (generation !== this.generation) return;
      const answered = error instanceof ApiError && error.status !== undefined;
      event = { type: 'failed', offline: !answered && !(this.deps.isOnline?.() ?? true), message: answered ? serverMessage(error.body) : null };
    } finally {
      this.saving = false;
    }
    this.dispatch(event);
  }

  private setLink(link: SavedLink | null, remote: RemoteView | null = this.snapshot.remote): void {
    this.snapshot = { ...this.snapshot, link, remote };
    this.emit();
  }

  private dispatch(event: SyncEvent): void {
    this.snapshot = { ...this.snapshot, sync: syncReducer(this.snapshot.sync, event) };
    this.schedule();
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private clearTimer(): void {
    if (this.timer !== undefined) (this.deps.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = undefined;
    this.timerKey = null;
  }

  private schedule(): void {
    const next = nextSave(this.snapshot.sync);
    const key = next?.key ?? null;
    if (key === this.timerKey) return;
    this.clearTimer();
    this.timerKey = key;
    if (!next) return;
    const run = () => {
      this.timer = undefined;
      this.timerKey = null;
      void this.save();
    };
    this.timer = (this.deps.setTimer ?? setTimeout)(run, next.delayMs);
  }
}
