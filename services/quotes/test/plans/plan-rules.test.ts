import { describe, expect, it } from 'vitest';
import { planContentSchema } from '@stallplan/contracts';
import { duplicatePlanContent } from '../../src/plans/duplicate-plan-content.js';
import { figuresChanged, pricePlan } from '../../src/plans/plan-figures.js';
import { planStatus, shareOpenness } from '../../src/plans/plan-status.js';
import { deleteOnDay, monthsBefore, retentionStep } from '../../src/plans/plan-retention.js';
import { IMTEX_TARIFF } from '../quote-request-fixture.js';
import { imtexContent } from './plan-fixture.js';

const content = planContentSchema.parse({
  ...imtexContent('Acme', 'a@example.com'),
  dealRoi: { averageDealValue: 150_000, grossMarginPct: 40, leadToDealPct: 10 },
  briefs: [{ ownerToken: 'a'.repeat(43), sentAt: '2026-11-01T00:00:00.000Z', builders: ['Apex'] }],
});

describe('what makes a new version', () => {
  const base = pricePlan(content, IMTEX_TARIFF);
  it('is a change of a priced figure, not of the step or a brief', () => {
    expect(figuresChanged(base, pricePlan({ ...content, step: 6, furthestStep: 6, briefs: [] }, IMTEX_TARIFF))).toBe(false);
    expect(figuresChanged(base, pricePlan({ ...content, eventDetails: { ...content.eventDetails, teamSize: 2 } }, IMTEX_TARIFF))).toBe(true);
    expect(figuresChanged(base, pricePlan(content, null))).toBe(true);
  });
  it("is a change of the ROI's result too, though no line moved", () => {
    const roiOnly = pricePlan({ ...content, dealRoi: { averageDealValue: 300_000, grossMarginPct: 40, leadToDealPct: 10 } }, IMTEX_TARIFF);
    expect(roiOnly.quote.totals).toEqual(base.quote.totals);
    expect(figuresChanged(base, roiOnly)).toBe(true);
  });
});

describe('a duplicated plan', () => {
  it('keeps design, company, team and preferences; clears show, dates, place, distance, choices and briefs', () => {
    const copy = duplicatePlanContent({ ...content, eventDetails: { ...content.eventDetails, distance: 980, arrivalDate: '2027-01-21' } }, 'Automation Expo');
    expect(copy.eventDetails).toMatchObject({
      exhibitionName: 'Automation Expo',
      companyName: 'Acme',
      teamSize: 1,
      boothSize: 24,
      originState: 'IN-MH',
      originCity: 'Mumbai',
      emailAddress: 'a@example.com',
    });
    for (const cleared of ['exhibitionStartDate', 'exhibitionEndDate', 'arrivalDate', 'destinationState', 'destinationCity', 'distance'] as const) {
      expect(copy.eventDetails[cleared]).toBeUndefined();
    }
    expect(copy.selections).toEqual({ vendors: [], flights: [], hotel: null, logistics: null });
    expect(copy).toMatchObject({ briefs: [], step: 1, furthestStep: 1, dealRoi: content.dealRoi, stallDesign: content.stallDesign });
    expect(duplicatePlanContent(content).eventDetails.exhibitionName).toBeUndefined();
  });
});

describe("a plan's status", () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const facts = { latestVersion: 2, approvedVersion: null, shareOpenForever: false, shareOpenUntil: null };
  it('is approved only while the approval is of the newest version', () => {
    expect(planStatus({ ...facts, approvedVersion: 2 }, now)).toBe('approved');
    expect(planStatus({ ...facts, approvedVersion: 1 }, now)).toBe('draft');
    expect(planStatus({ ...facts, approvedVersion: 1, shareOpenForever: true }, now)).toBe('shared');
  });
  it('is shared while a link is live: revoked and lapsed links do not count', () => {
    const day = 86_400_000;
    const shares = [
      { expiresAt: null, revokedAt: new Date(now.getTime() - day) },
      { expiresAt: new Date(now.getTime() - day), revokedAt: null },
    ];
    expect(shareOpenness(shares, now)).toEqual({ shareOpenForever: false, shareOpenUntil: null });
    const later = new Date(now.getTime() + 3 * day);
    const open = shareOpenness([...shares, { expiresAt: later, revokedAt: null }], now);
    expect(open).toEqual({ shareOpenForever: false, shareOpenUntil: later });
    expect(planStatus({ ...facts, ...open }, now)).toBe('shared');
    expect(planStatus({ ...facts, ...open }, new Date(later.getTime() + 1))).toBe('draft');
  });
});

describe('retention', () => {
  const rules = { months: 24, warningDays: 30 };
  const now = new Date('2026-11-27T12:00:00Z');
  it('counts whole months back, to the last day of a shorter month', () => {
    expect(monthsBefore(now, 24).toISOString()).toBe('2024-11-27T12:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
  it('warns a plan untouched for 24 months, once', () => {
    expect(retentionStep({ touchedAt: new Date('2024-11-27T11:59:59Z'), retentionWarnedAt: null }, now, rules)).toBe('warn');
    expect(retentionStep({ touchedAt: new Date('2024-11-27T12:00:00Z'), retentionWarnedAt: null }, now, rules)).toBe('keep');
    expect(deleteOnDay(now, rules)).toBe('2026-12-27');
  });
  it('deletes it 30 days after the warning unless it was opened since', () => {
    const touchedAt = new Date('2024-01-01T00:00:00Z');
    const warnedAt = new Date('2026-10-28T12:00:00Z');
    expect(retentionStep({ touchedAt, retentionWarnedAt: warnedAt }, now, rules)).toBe('delete');
    expect(retentionStep({ touchedAt, retentionWarnedAt: new Date('2026-10-28T12:00:01Z') }, now, rules)).toBe('keep');
    expect(retentionStep({ touchedAt: new Date('2026-11-01T00:00:00Z'), retentionWarnedAt: warnedAt }, now, rules)).toBe('keep');
  });
});
