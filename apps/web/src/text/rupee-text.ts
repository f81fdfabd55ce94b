import { formatInr } from '@stallplan/pricing';

export type RupeeText = { ok: true; value: number | undefined } | { ok: false; message: string };

/** Digits grouped by commas the Indian way (`1,50,000`) or the Western way (`150,000`), or not at all. */
const GROUPED = /^(\d+|\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})$/;

/**
 * A rupee amount typed into a form: `150000`, `1,50,000`, `₹ 1,50,000` or `Rs. 150000`. Blank
 * gives undefined (not given); a fraction or anything else is refused with a sentence naming `what`.
 */
export function parseRupeeText(text: string, what: string): RupeeText {
  const bare = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/\s+/g, '');
  if (bare === '') return { ok: true, value: undefined };
  if (/^[\d,]+\.\d*[1-9]\d*$/.test(bare)) return { ok: false, message: `${what} must be a whole number of rupees.` };
  const whole = bare.replace(/\.0*$/, '');
  if (!GROUPED.test(whole)) return { ok: false, message: `${what} must be an amount in rupees, like 1,50,000.` };
  const value = Number(whole.replace(/,/g, ''));
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, message: `${what} is too large.` };
}

/** `150000` → `1,50,000`: what a rupee field shows for a saved amount. */
export function rupeeDigits(amount: number): string {
  return formatInr(amount).replace('₹', '');
}
