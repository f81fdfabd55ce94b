import type { PlanComparison } from '@stallplan/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/query-client.js';
import { fixtureSavedPlan, FIXTURE_TOKEN } from '../../../test/fixtures/saved-plan-fixture.js';
import { ComparisonTable } from './compare-section.js';
import { PlanHeader } from './plan-header.js';
import { ResponsesSection } from './responses-section.js';
import { SharesSection } from './shares-section.js';
import { VersionsSection } from './versions-section.js';

const render = (element: ReactElement) =>
  renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );

const summary = (number: number, grandTotal: number) => ({
  number,
  createdAt: '2026-11-27T05:12:00.000Z',
  subtotal: grandTotal,
  grandTotal,
  quoteNumber: null,
});

describe('plan overview sections', () => {
  it('names the show and the status, and says when the plan changed since its approval', () => {
    const html = render(
      <PlanHeader
        token={FIXTURE_TOKEN}
        plan={fixtureSavedPlan({
          status: 'approved',
          approval: { versionNumber: 1, name: 'Anil Mehta', createdAt: '2026-11-21T06:00:00.000Z', changedSince: true },
        })}
      />,
    );
    expect(html).toContain('IMTEX Forming');
    expect(html).toMatch(/data-testid="plan-status">Approved</);
    expect(html).toContain('Anil Mehta approved version 1');
    expect(html).toContain('Changed since approval');
    expect(html).toContain('₹1,18,000');
    expect(html).toContain(`href="/plans/${FIXTURE_TOKEN}"`);
  });

  it('lists versions newest first with their totals with GST, and offers Restore only for older ones', () => {
    const html = render(<VersionsSection token={FIXTURE_TOKEN} plan={fixtureSavedPlan()} onRestored={() => undefined} onStale={() => undefined} />);
    expect(html.indexOf('data-testid="version-2"')).toBeLessThan(html.indexOf('data-testid="version-1"'));
    expect(html).toContain('₹1,06,200');
    expect(html).toContain('aria-label="Restore version 1"');
    expect(html).not.toContain('aria-label="Restore version 2"');
    expect(html).toContain('aria-label="Download the PDF of version 2"');
  });

  it('marks added, removed and changed lines in words, with every total side by side', () => {
    const comparison: PlanComparison = {
      from: summary(1, 106_200),
      to: summary(2, 118_000),
      lines: [
        {
          key: 'space',
          label: 'Booth space',
          category: 'space',
          from: { amount: 20_000, gst: 3600, basis: '18 sq m' },
          to: { amount: 20_000, gst: 3600, basis: '18 sq m' },
          change: 'same',
        },
        { key: 'hotel', label: 'Hotel', category: 'travelAndStay', from: null, to: { amount: 10_000, gst: 1200, basis: '2 rooms' }, change: 'added' },
        { key: 'freight', label: 'Freight', category: 'shipping', from: { amount: 5000, gst: 900, basis: 'Road' }, to: null, change: 'removed' },
      ],
      totals: { subtotal: { from: 90_000, to: 100_000 }, gst: { from: 16_200, to: 18_000 }, grandTotal: { from: 106_200, to: 118_000 } },
    };
    const html = renderToStaticMarkup(<ComparisonTable comparison={comparison} />);
    expect(html).toContain('1 added, 1 removed, 0 changed.');
    expect(html).toMatch(/data-change="added".*Hotel.*—.*₹11,200.*Added/);
    expect(html).toMatch(/data-change="removed".*Freight.*₹5,900.*—.*Removed/);
    expect(html).toMatch(/Grand total.*₹1,06,200.*₹1,18,000.*Up ₹11,800/);
  });

  it('lists share links with how long they work, and Revoke only for working ones', () => {
    const plan = fixtureSavedPlan({
      shares: [
        { id: 'a'.repeat(24), label: 'Finance', createdAt: '2026-11-20T04:30:00.000Z', expiresAt: null, revokedAt: null },
        { id: 'b'.repeat(24), label: 'Old link', createdAt: '2026-11-19T04:30:00.000Z', expiresAt: null, revokedAt: '2026-11-22T04:30:00.000Z' },
      ],
    });
    const html = render(<SharesSection token={FIXTURE_TOKEN} plan={plan} onChanged={() => undefined} />);
    expect(html).toContain('Works until revoked');
    expect(html).toContain('Revoked 22 Nov 2026');
    expect(html).toContain('aria-label="Revoke Finance"');
    expect(html).not.toContain('aria-label="Revoke Old link"');
    expect(html).toContain('Expires after (days, optional)');
  });

  it("shows each viewer's name, decision, note and version, newest first", () => {
    const plan = fixtureSavedPlan({
      responses: [
        { id: 'r1', versionNumber: 1, decision: 'approved', name: 'Anil Mehta', note: '', createdAt: '2026-11-21T06:00:00.000Z' },
        { id: 'r2', versionNumber: 2, decision: 'changes-requested', name: 'Meera Iyer', note: 'Fewer hotel nights.', createdAt: '2026-11-27T06:00:00.000Z' },
      ],
    });
    const html = render(<ResponsesSection plan={plan} />);
    expect(html.indexOf('Meera Iyer')).toBeLessThan(html.indexOf('Anil Mehta'));
    expect(html).toContain('Asked for changes');
    expect(html).toContain('Fewer hotel nights.');
    expect(html).toContain('version 2');
  });
});
