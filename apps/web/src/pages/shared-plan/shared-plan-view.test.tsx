import { sharedPlanSchema, type SharedPlan } from '@stallplan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SharedPlanView } from './shared-plan-page.js';
import { boothSizeText, teamSizeText } from './shared-plan-summary.js';

const plan: SharedPlan = {
  exhibitionName: 'India Energy Week',
  companyName: 'Surya Panels Pvt Ltd',
  city: 'Goa',
  startDate: '2027-02-10',
  endDate: '2027-02-13',
  boothSizeSqm: 18,
  teamSize: 4,
  versionNumber: 3,
  versionCreatedAt: '2026-11-20T10:00:00.000Z',
  quote: {
    lines: [
      {
        key: 'space',
        category: 'space',
        label: 'Space rental',
        basis: '18 sq m at ₹20,000',
        source: 'estimate',
        allowance: false,
        taxClass: 'space',
        gstRate: 0.18,
        amount: 360_000,
        gst: 64_800,
      },
      {
        key: 'travel.outbound',
        category: 'travelAndStay',
        label: 'Flights out',
        basis: '4 travellers',
        source: 'choice',
        allowance: false,
        taxClass: 'fares',
        gstRate: 0,
        amount: 40_000,
        gst: 0,
      },
    ],
    totals: { subtotal: 400_000, gst: 64_800, grandTotal: 464_800 },
    categoryTotals: { space: 360_000, stall: 0, travelAndStay: 40_000, shipping: 0, servicesAndMarketing: 0 },
    stall: { pricedBy: 'typical', designEstimate: 0, designed: false, builder: null },
    notes: [],
  },
  roi: {
    inputs: { averageDealValue: 500_000, grossMarginPct: 30, qualifiedLeads: null, leadToDealPct: 5 },
    ownFigures: false,
    defaultsBasis: 'Renewable energy',
    result: { leads: 36, costPerLead: 11_111, expectedDeals: 1.8, grossProfitPerDeal: 150_000, expectedGrossProfit: 270_000, dealsToBreakEven: 3, roiPct: -33 },
  },
  responses: [
    {
      id: 'r1',
      versionNumber: 2,
      decision: 'changes-requested',
      name: 'Meera',
      note: 'Book the hotel nearer the venue.',
      createdAt: '2026-11-18T09:00:00.000Z',
    },
    { id: 'r2', versionNumber: 3, decision: 'approved', name: 'Vikram', note: '', createdAt: '2026-11-21T09:00:00.000Z' },
  ],
};

const render = (shared: SharedPlan) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SharedPlanView token={'t'.repeat(43)} plan={shared} onReload={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('SharedPlanView', () => {
  const text = textOf(render(plan));

  it('shows the show, company, city, dates, stall, team and version', () => {
    expect(text).toContain('India Energy Week');
    expect(text).toContain('Surya Panels Pvt Ltd');
    expect(text).toContain('City Goa');
    expect(text).toContain('10 Feb 2027 to 13 Feb 2027');
    expect(text).toContain('Stall size 18 sq m');
    expect(text).toContain('Team 4 people');
    expect(text).toContain('Version 3, of 20 Nov 2026');
  });

  it('shows every quote line by category with the totals', () => {
    expect(text).toContain('Space rental');
    expect(text).toContain('Flights out');
    expect(text).toContain('Total investment ₹4,64,800');
    expect(text).toContain('₹4,00,000 before GST, plus GST of ₹64,800');
    expect(text).toContain('Grand total ₹4,64,800');
  });

  it('shows the ROI summary', () => {
    expect(text).toContain('Cost per qualified lead ₹11,111');
    expect(text).toContain('Deals needed to break even 3');
    expect(text).toContain('Return on investment -33.0%');
    expect(text).toContain('typical for renewable energy');
  });

  it('offers to approve the version shown or to ask for changes, and lists earlier answers newest first', () => {
    expect(text).toContain('Approve version 3');
    expect(text).toContain('Ask for changes');
    expect(text.indexOf('Approved version 3 by Vikram')).toBeGreaterThan(-1);
    expect(text.indexOf('Approved version 3 by Vikram')).toBeLessThan(text.indexOf('Asked for changes to version 2 by Meera'));
    expect(text).toContain('Book the hotel nearer the venue.');
  });

  it('never shows the owner’s contacts, even if a server sent them', () => {
    const parsed = sharedPlanSchema.parse({
      ...plan,
      ownerEmail: 'owner@surya.in',
      ownerPhone: '+91 98765 43210',
      phone: '9876543210',
      email: 'owner@surya.in',
    });
    const html = render(parsed);
    expect(html).not.toContain('owner@surya.in');
    expect(html).not.toContain('98765');
  });
});

describe('stall and team words', () => {
  it('says when a figure is not set, and counts one person as one', () => {
    expect(boothSizeText(null)).toBe('Not set yet');
    expect(teamSizeText(1)).toBe('1 person');
    expect(boothSizeText(1200)).toBe('1,200 sq m');
  });
});
