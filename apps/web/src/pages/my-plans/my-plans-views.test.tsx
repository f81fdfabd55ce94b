import type { MyPlanSummary } from '@stallplan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FinancialYearSummary } from './financial-year-summary.js';
import { MyPlanCard, planTitle, planWhereAndWhen } from './my-plan-card.js';
import { MyPlansList } from './my-plans-list.js';
import { checkSignInEmail } from './sign-in-link-form.js';

const plan: MyPlanSummary = {
  id: 'a1'.repeat(12),
  exhibitionName: 'India Energy Week',
  city: 'Goa',
  startDate: '2027-02-10',
  endDate: '2027-02-13',
  latestVersion: 3,
  status: 'approved',
  grandTotal: 1_234_567,
  updatedAt: '2026-11-20T10:00:00.000Z',
  financialYear: '2026-27',
  quarter: 4,
};

const noop = () => undefined;
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('MyPlanCard', () => {
  it('shows the show, city, dates, version, status and total with GST in rupees', () => {
    const text = textOf(renderToStaticMarkup(<MyPlanCard plan={plan} opening={false} disabled={false} onOpen={noop} onDuplicate={noop} onDelete={noop} />));
    expect(text).toContain('India Energy Week');
    expect(text).toContain('Goa · 10 Feb 2027 to 13 Feb 2027');
    expect(text).toContain('Version 3');
    expect(text).toContain('Approved');
    expect(text).toContain('Total with GST ₹12,34,567');
  });

  it('names each action after its plan for screen readers', () => {
    const text = textOf(renderToStaticMarkup(<MyPlanCard plan={plan} opening={false} disabled={false} onOpen={noop} onDuplicate={noop} onDelete={noop} />));
    expect(text).toContain('Open the plan for India Energy Week');
    expect(text).toContain('Duplicate for another show (from the plan for India Energy Week)');
    expect(text).toContain('Delete the plan for India Energy Week');
  });

  it('says what is not chosen yet instead of showing blanks', () => {
    const blank = { ...plan, exhibitionName: ' ', city: '', startDate: '', endDate: '' };
    expect(planTitle(blank)).toBe('Show not chosen yet');
    expect(planWhereAndWhen(blank)).toBe('City and dates not set yet');
  });

  it('disables every action while one runs', () => {
    const html = renderToStaticMarkup(<MyPlanCard plan={plan} opening disabled onOpen={noop} onDuplicate={noop} onDelete={noop} />);
    expect(html.match(/<button type="button"[^>]*disabled=""/g)).toHaveLength(3);
    expect(textOf(html)).toContain('Opening...');
  });
});

describe('FinancialYearSummary', () => {
  it('writes every quarter’s figure and the year’s total as text; the bars are hidden from screen readers', () => {
    const html = renderToStaticMarkup(
      <FinancialYearSummary totals={{ financialYear: '2026-27', quarters: [250_000, 0, 1_000_000, 1_234_567], total: 2_484_567, plans: 3 }} />,
    );
    const text = textOf(html);
    expect(text).toContain('Spending by quarter, with GST , FY 2026-27');
    expect(text).toContain('Q1 Apr–Jun (April to June) ₹2,50,000');
    expect(text).toContain('Q2 Jul–Sep (July to September) ₹0');
    expect(text).toContain('Q4 Jan–Mar (January to March) ₹12,34,567');
    expect(text).toContain('FY 2026-27 total (3 plans) ₹24,84,567');
    expect(html).toContain('style="width:81%"');
    expect(html.match(/aria-hidden="true"><span class="block h-3/g)).toHaveLength(4);
  });
});

function renderList(plans: MyPlanSummary[]) {
  const years = plans.length
    ? [{ financialYear: '2026-27', quarters: [0, 0, 0, plan.grandTotal] as [number, number, number, number], total: plan.grandTotal, plans: 1 }]
    : [];
  return textOf(
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <MyPlansList session={'s'.repeat(43)} list={{ email: 'asha@example.in', plans, financialYears: years }} onEnded={noop} />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

describe('MyPlansList', () => {
  it('says when the address has no plans yet', () => {
    const text = renderList([]);
    expect(text).toContain('No plans saved for this address yet');
    expect(text).toContain('asha@example.in');
  });

  it('lists the plans under their financial year with its quarters', () => {
    const text = renderList([plan]);
    expect(text).toContain('FY 2026-27');
    expect(text).toContain('FY 2026-27 total (1 plan) ₹12,34,567');
    expect(text).toContain('India Energy Week');
    expect(text).not.toContain('No plans saved');
  });
});

describe('checkSignInEmail', () => {
  it('accepts an address, trimmed', () => {
    expect(checkSignInEmail(' asha@example.in ')).toEqual({ ok: true, email: 'asha@example.in' });
  });

  it('asks for an address when none was typed, and says what is wrong with a bad one', () => {
    expect(checkSignInEmail('  ')).toEqual({ ok: false, message: 'Please enter your e-mail address.' });
    expect(checkSignInEmail('asha@')).toEqual({ ok: false, message: 'E-mail must be a valid e-mail address.' });
  });
});
