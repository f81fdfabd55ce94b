import type { Currency } from '@stallplan/contracts';
import { formatInr } from '../format-inr.js';

/**
 * Reference exchange rates for the Live Cost sidebar's currency switch. They are for display
 * only, never for billing: every quote, PDF and total is in rupees.
 */
export const INR_PER_USD = 88;
export const INR_PER_EUR = 103;
export const EXCHANGE_RATES_AS_OF = '2026-11-01';

const INR_PER_UNIT: Record<Currency, number> = { INR: 1, USD: INR_PER_USD, EUR: INR_PER_EUR };
const SYMBOLS: Record<Exclude<Currency, 'INR'>, string> = { USD: '$', EUR: '€' };
const wholeUnits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A rupee amount in another currency: whole rupees for INR, cents for USD and EUR; non-finite gives 0 (and -0 gives 0). */
export function convertFromInr(amountInr: number, currency: Currency): number {
  if (!Number.isFinite(amountInr)) return 0;
  const converted = currency === 'INR' ? Math.round(amountInr) : Math.round((amountInr / INR_PER_UNIT[currency]) * 100) / 100;
  return converted || 0;
}

/**
 * An amount already in `currency`, as the sidebar shows it: `₹12,34,567` (Indian grouping),
 * `$1,234` or `€1,234` (en-US grouping), never with decimals.
 */
export function formatMoney(amount: number, currency: Currency): string {
  if (currency === 'INR') return formatInr(amount);
  // `|| 0` turns -0 into 0, which Intl would print as "-0".
  const rounded = Number.isFinite(amount) ? Math.round(amount) || 0 : 0;
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${SYMBOLS[currency]}${wholeUnits.format(Math.abs(rounded))}`;
}
