import type { Bid, BidInput } from '@stallplan/contracts';
import { api } from '../../api/api-client.js';
import { refusalFromError, refusalOf, type Refusal } from '../../api/refusal.js';

export const BID_FAILED_MESSAGE = 'Your bid could not be saved. Please try again.';
export const BID_CLOSED_MESSAGE = 'This brief no longer takes bids: the exhibitor has chosen a builder.';

export type BidOutcome = { ok: true; bid: Bid } | { ok: false; refusal: Refusal };

/** PUT /api/bids/:token: the saved bid (first or revised), or why not. */
export async function submitBid(token: string, bid: BidInput): Promise<BidOutcome> {
  try {
    const response = await api.submitBid({ params: { token }, body: bid });
    if (response.status === 200) return { ok: true, bid: response.body.data };
    return { ok: false, refusal: refusalOf(response, response.status === 409 ? BID_CLOSED_MESSAGE : BID_FAILED_MESSAGE) };
  } catch (error) {
    return { ok: false, refusal: refusalFromError(error, BID_FAILED_MESSAGE) };
  }
}
