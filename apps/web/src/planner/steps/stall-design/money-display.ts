import type { Currency } from '@stallplan/contracts';
import { convertFromInr, EXCHANGE_RATES_AS_OF, formatInr, formatMoney, INR_PER_EUR, INR_PER_USD } from '@stallplan/pricing';

/** A rupee amount as the Live Cost shows it in the chosen currency; rupees stay the source. */
export function showMoney(amountInr: number, currency: Currency): string {
  return formatMoney(convertFromInr(amountInr, currency), currency);
}

/** The reference rates behind the USD and EUR figures, with their date (display only, never billing). */
export function referenceRatesNote(): string {
  return `Reference rates of ${EXCHANGE_RATES_AS_OF}: $1 = ${formatInr(INR_PER_USD)}, €1 = ${formatInr(INR_PER_EUR)}. For display only; the plan is priced in rupees.`;
}
