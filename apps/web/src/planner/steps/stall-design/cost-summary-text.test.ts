import { stallDesignDataSchema } from '@stallplan/contracts';
import { calculateStallCost, formatInr } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { costSummaryText } from './cost-summary-text.js';

const design = stallDesignDataSchema.parse({ area: 18, wallType: 'mdf', flooring: 'carpeting', extras: ['meeting_room'] });
const cost = calculateStallCost(design);

describe('costSummaryText', () => {
  it('lists the booth, the total, the average and each group in rupees', () => {
    const text = costSummaryText({ design, cost, currency: 'INR' });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Stall cost estimate');
    expect(lines).toContain('Booth: 18 sq m, Inline (one open side)');
    expect(lines).toContain(`Total: ${formatInr(cost.totalCost)}`);
    expect(lines).toContain(`Average: ${formatInr(cost.perSqm)} per sq m`);
    expect(lines).toContain(`Structural: ${formatInr(cost.structuralCosts.wallCost + cost.structuralCosts.flooringCost)}`);
    expect(lines).toContain('Extras: ₹5,000');
    expect(text).not.toContain('Reference rates');
  });

  it('keeps the rupee total and names the reference rates in another currency', () => {
    const text = costSummaryText({ design, cost, currency: 'USD', seasonalText: 'Peak season.' });
    expect(text).toMatch(new RegExp(`^Total: \\$[\\d,]+ \\(${formatInr(cost.totalCost)}\\)$`, 'm'));
    expect(text).toContain('Peak season.');
    expect(text).toContain('Reference rates of');
  });
});
