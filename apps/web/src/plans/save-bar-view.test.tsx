import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PlanSyncSnapshot } from './plan-sync.js';
import { SaveBarView } from './save-bar-view.js';
import { FIXTURE_TOKEN } from '../../test/fixtures/saved-plan-fixture.js';
import { initialSyncState, type SyncState } from './sync-state.js';

const link = { token: FIXTURE_TOKEN, planId: 'a1b2c3d4e5f6a1b2c3d4e5f6', revision: 3, lastSavedAt: '2026-11-27T05:12:00.000Z', fingerprint: 'x' };
const render = (snapshot: PlanSyncSnapshot, failure: string | null = null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SaveBarView
        snapshot={snapshot}
        creating={false}
        failure={failure}
        onSave={() => undefined}
        onRetryNow={() => undefined}
        onResolveConflict={() => undefined}
      />
    </MemoryRouter>,
  );
const linked = (sync: Partial<SyncState>): PlanSyncSnapshot => ({
  sync: { ...initialSyncState, phase: 'idle', lastSavedAt: link.lastSavedAt, ...sync },
  link,
  remote: null,
});

describe('SaveBarView', () => {
  it('offers Save plan before the first save, with no status and no overview link', () => {
    const html = render({ sync: initialSyncState, link: null, remote: null });
    expect(html).toContain('Save plan');
    expect(html).not.toContain('data-testid="save-status"');
    expect(html).not.toContain('/overview');
  });

  it('shows when the plan was saved without announcing it, and links to Versions & sharing', () => {
    const html = render(linked({}));
    expect(html).toMatch(/data-testid="save-status">.*Saved \d{2}:\d{2}/);
    // The status itself is no live region: every autosave would be read out.
    expect(/<p[^>]*data-testid="save-status"[^>]*>/.exec(html)?.[0]).not.toMatch(/role=|aria-live/);
    expect(html).toContain('<p role="status" class="sr-only" data-testid="save-announcement"></p>');
    expect(html).toContain(`href="/plans/${FIXTURE_TOKEN}/overview"`);
    expect(html).not.toContain('>Save plan<');
  });

  it('says offline with a Retry now button, and names a conflict with a way to choose', () => {
    const offline = render(linked({ phase: 'offline', dirty: true, failures: 1 }));
    expect(offline).toContain('Offline — your changes are kept in this browser');
    expect(offline).toContain('Retry now');
    const conflict = render(linked({ phase: 'conflict', dirty: true }));
    expect(conflict).toContain('changed in another tab or on another device');
    expect(conflict).toContain('Choose which plan to keep');
  });

  it('offers a new plan when the link no longer works, and shows a failed first save as an alert', () => {
    expect(render(linked({ phase: 'link-lost' }))).toContain('Save as a new plan');
    expect(render({ sync: initialSyncState, link: null, remote: null }, 'Add your e-mail address.')).toMatch(/role="alert"[^>]*>Add your e-mail address\./);
  });

  it("tells the owner a viewer's answer", () => {
    const html = render({
      ...linked({}),
      remote: {
        id: link.planId,
        status: 'approved',
        approval: { versionNumber: 2, name: 'Anil Mehta', createdAt: '2026-11-27T06:00:00.000Z', changedSince: false },
        responses: [],
      },
    });
    expect(html).toContain('Approved by Anil Mehta (version 2).');
  });
});
