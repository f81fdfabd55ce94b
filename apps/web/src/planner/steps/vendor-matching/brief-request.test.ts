import { briefRequestSchema, stallDesignDataSchema } from '@stallplan/contracts';
import { calculateStallCost, formatInr } from '@stallplan/pricing';
import { parseRupeeText } from '../../../text/rupee-text.js';
import { describe, expect, it } from 'vitest';
import { newPlan, type PlanState } from '../../../current-plan/plan-state.js';
import { briefBlockers, briefFormSchema, briefRequestOf, planBudgetText, SHOW_STARTED_MESSAGE } from './brief-request.js';

function readyPlan(): PlanState {
  const plan = newPlan();
  plan.eventDetails = {
    ...plan.eventDetails,
    companyName: 'Acme Pumps',
    yourName: 'Asha Rao',
    emailAddress: 'asha@acme.example',
    mobileNumber: '+91 98450 12345',
    exhibitionName: 'IMTEX 2027',
    destinationCity: 'Bangalore',
    exhibitionStartDate: '2027-01-20',
    exhibitionEndDate: '2027-01-22',
  };
  plan.stallDesign = { ...plan.stallDesign, area: 18, wallType: 'octonorm' };
  return plan;
}

describe('briefRequestOf', () => {
  it('builds the brief the contract accepts from step 1, step 2 and the dialog', () => {
    const plan = readyPlan();
    const request = briefRequestOf(plan, ['v-1', 'v-2'], { budget: 250_000, notes: 'Two demo counters, please.' });
    expect(request).toMatchObject({
      vendorIds: ['v-1', 'v-2'],
      exhibitor: { companyName: 'Acme Pumps', contactPerson: 'Asha Rao', email: 'asha@acme.example', phone: '+91 98450 12345' },
      event: { exhibitionName: 'IMTEX 2027', city: 'Bangalore', startDate: '2027-01-20', endDate: '2027-01-22' },
      budget: 250_000,
      notes: 'Two demo counters, please.',
      planId: plan.planId,
    });
    expect(request.design).toBe(plan.stallDesign);
    expect(briefRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out a blank phone, budget and notes', () => {
    const plan = readyPlan();
    plan.eventDetails.mobileNumber = ' ';
    const request = briefRequestOf(plan, ['v-1'], { budget: undefined, notes: undefined });
    expect(request.exhibitor).not.toHaveProperty('phone');
    expect(request).not.toHaveProperty('budget');
    expect(request).not.toHaveProperty('notes');
    expect(briefRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('briefBlockers', () => {
  it('is empty for a plan ready to send before the show', () => {
    expect(briefBlockers(readyPlan(), '2027-01-19')).toEqual([]);
  });

  it('says so once the show has started, as the service would', () => {
    expect(briefBlockers(readyPlan(), '2027-01-20')).toEqual([SHOW_STARTED_MESSAGE]);
  });

  it('names what step 1 still needs, in words', () => {
    expect(briefBlockers(newPlan(), '2026-12-01')).toEqual([
      'Company Name is required.',
      'Your Name is required.',
      'Email Address is required.',
      'Exhibition Name is required.',
      'City is required.',
      'Exhibition start date is required.',
      'Exhibition end date is required.',
    ]);
    const plan = readyPlan();
    plan.eventDetails.emailAddress = 'not-an-email';
    plan.eventDetails.exhibitionEndDate = '2027-01-10';
    expect(briefBlockers(plan, '2026-12-01')).toEqual([
      'Email Address must be a valid e-mail address.',
      'Exhibition end date must be on or after the start date.',
    ]);
  });
});

describe('briefFormSchema', () => {
  it('reads the budget in Indian grouping and trims the notes', () => {
    expect(briefFormSchema.parse({ budget: '2,50,000', notes: '  Corner stall  ' })).toEqual({ budget: 250_000, notes: 'Corner stall' });
    expect(briefFormSchema.parse({ budget: '', notes: ' ' })).toEqual({ budget: undefined, notes: undefined });
  });

  it('refuses a fraction, words, too large a budget and too long notes', () => {
    const messages = (values: { budget: string; notes: string }) =>
      briefFormSchema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages({ budget: '1500.5', notes: '' })).toEqual(['budget: Budget must be a whole number of rupees.']);
    expect(messages({ budget: 'lots', notes: '' })).toEqual(['budget: Budget must be an amount in rupees, like 1,50,000.']);
    expect(messages({ budget: '2,00,00,00,000', notes: 'x'.repeat(2001) })).toEqual([
      'budget: Budget must be at most 1,00,00,00,000.',
      'notes: Notes must be at most 2000 characters.',
    ]);
  });
});

describe('planBudgetText', () => {
  it("starts the budget from step 2's estimate of the design, blank without an area", () => {
    const design = stallDesignDataSchema.parse({ area: 18, wallType: 'octonorm', flooring: 'carpeting' });
    const total = calculateStallCost(design).totalCost;
    expect(planBudgetText(design)).toBe(formatInr(total).replace('₹', ''));
    expect(parseRupeeText(planBudgetText(design), 'Budget')).toEqual({ ok: true, value: total });
    expect(planBudgetText(stallDesignDataSchema.parse({}))).toBe('');
  });
});
