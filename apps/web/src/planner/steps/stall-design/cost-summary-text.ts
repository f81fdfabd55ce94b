import { areaUnitOptions, boothPositionOptions, type Currency, type StallCostResult, type StallDesignData } from '@stallplan/contracts';
import { formatInr, stallCostGroups } from '@stallplan/pricing';
import { referenceRatesNote, showMoney } from './money-display.js';

export interface CostSummaryInput {
  design: Pick<StallDesignData, 'area' | 'areaUnit' | 'boothPosition'>;
  cost: StallCostResult;
  currency: Currency;
  /** The seasonal sentence shown beside the estimate, if any. */
  seasonalText?: string;
}

/**
 * The plain text the Ctrl/Cmd+C shortcut puts on the clipboard: what the sidebar shows, one
 * figure a line, so it pastes cleanly into a mail or a chat. A foreign currency keeps the
 * rupee total beside it, because rupees are what a builder will quote.
 */
export function costSummaryText({ design, cost, currency, seasonalText }: CostSummaryInput): string {
  const money = (amount: number) => showMoney(amount, currency);
  const total = currency === 'INR' ? money(cost.totalCost) : `${money(cost.totalCost)} (${formatInr(cost.totalCost)})`;
  const lines = [
    'Stall cost estimate',
    `Booth: ${design.area} ${areaUnitOptions.label(design.areaUnit)}, ${boothPositionOptions.label(design.boothPosition)}`,
    `Total: ${total}`,
    `Average: ${money(cost.perSqm)} per sq m`,
    ...stallCostGroups(cost).map((group) => `${group.label}: ${money(group.total)}`),
  ];
  if (seasonalText) lines.push(seasonalText);
  if (currency !== 'INR') lines.push(referenceRatesNote());
  lines.push('Estimate only; builders quote the final price.');
  return lines.join('\n');
}
