import { BID_LINE_KEYS, bidInputSchema, type Bid, type BidLineKey, type SharedBrief } from '@stallplan/contracts';
import { z } from 'zod';
import { parseRupeeText, rupeeDigits } from '../../text/rupee-text.js';

/** The bid form as its inputs hold it: amounts and days as typed, lists as entered. */
export interface BidFormValues {
  lines: Record<BidLineKey, string>;
  timelineDays: string;
  inclusions: string[];
  exclusions: string[];
  validUntil: string;
  note: string;
}

const emptyLines = (): Record<BidLineKey, string> => Object.fromEntries(BID_LINE_KEYS.map((key) => [key, ''])) as Record<BidLineKey, string>;

/**
 * The form for a builder's bid: the saved bid when there is one, so a revision starts from it;
 * otherwise blank, valid until the show starts (a bid rarely needs to outlive that).
 */
export function bidFormValuesOf(bid: Bid | null, brief: Pick<SharedBrief, 'event'>): BidFormValues {
  if (!bid) return { lines: emptyLines(), timelineDays: '', inclusions: [], exclusions: [], validUntil: brief.event.startDate, note: '' };
  return {
    lines: Object.fromEntries(BID_LINE_KEYS.map((key) => [key, rupeeDigits(bid.lines[key])])) as Record<BidLineKey, string>,
    timelineDays: String(bid.timelineDays),
    inclusions: [...bid.inclusions],
    exclusions: [...bid.exclusions],
    validUntil: bid.validUntil,
    note: bid.note ?? '',
  };
}

/** A typed amount as the contract's number: blank is 0 (the line is not priced), unreadable is NaN (refused). */
function lineAmount(text: string): number {
  const parsed = parseRupeeText(text, 'Amount');
  return parsed.ok ? (parsed.value ?? 0) : Number.NaN;
}

/** The form's values in the shape `bidInputSchema` reads; the contract then judges them. */
export function bidInputCandidate(values: BidFormValues): Record<string, unknown> {
  const days = values.timelineDays.trim();
  return {
    lines: Object.fromEntries(BID_LINE_KEYS.map((key) => [key, lineAmount(values.lines[key] ?? '')])),
    timelineDays: days === '' ? undefined : Number(days),
    inclusions: values.inclusions,
    exclusions: values.exclusions,
    // Blank is missing, and the contract then says "is required" rather than "must be a date".
    validUntil: values.validUntil.trim() === '' ? undefined : values.validUntil,
    note: values.note,
  };
}

/**
 * The resolver's schema: the form's text read as numbers, then the contract's own rules, so the
 * form says what the service would say, beside the same fields.
 */
export const bidFormSchema = z.preprocess((values) => bidInputCandidate(values as BidFormValues), bidInputSchema);

/** The running total under the lines: what can be read so far, and whether every line could be. */
export function liveBidTotal(lines: Partial<Record<BidLineKey, string>>): { total: number; readable: boolean } {
  let total = 0;
  let readable = true;
  for (const key of BID_LINE_KEYS) {
    const amount = lineAmount(lines[key] ?? '');
    if (Number.isFinite(amount)) total += amount;
    else readable = false;
  }
  return { total, readable };
}

/** A refusal's field path as the form names it: an entry of a list is shown on the list. */
export function bidFieldOf(path: string): string | null {
  if (path === '') return null;
  const [head, second] = path.split('.');
  if (head === 'inclusions' || head === 'exclusions') return head;
  if (head === 'lines') return second && (BID_LINE_KEYS as readonly string[]).includes(second) ? `lines.${second}` : 'lines';
  return ['timelineDays', 'validUntil', 'note'].includes(head ?? '') ? (head as string) : null;
}

/** What the page says once the service has the bid. */
export function bidSavedMessage(bid: Pick<Bid, 'revision'>): string {
  return bid.revision <= 1 ? 'Bid submitted' : `Bid revised (revision ${bid.revision})`;
}
