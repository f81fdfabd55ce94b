import type { VendorRecommendation } from '@stallplan/contracts';
import { rankVendors, type MatchCandidate, type RankQuery } from './rank-vendors.js';

/** Rankings kept for one set of candidates: a few hundred show cities, booth sizes and categories. */
export const RANKINGS_KEPT = 256;

// Step 3 is asked the same question again and again (one show's city, the standard booth sizes),
// and a ranking scores every active vendor. Each ranking is kept with the candidates it was worked
// out from, which stay the same objects until a vendor or review write reloads them, so a kept
// ranking is never staler than a new one would be.
const kept = new WeakMap<readonly MatchCandidate[], Map<string, VendorRecommendation[]>>();

/** rankVendors, worked out once per query and set of candidates; the answer is shared, so callers only read it. */
export function keptRanking(candidates: readonly MatchCandidate[], query: RankQuery): readonly VendorRecommendation[] {
  let rankings = kept.get(candidates);
  if (!rankings) kept.set(candidates, (rankings = new Map()));
  const key = JSON.stringify([query.destinationCity, query.boothSize, query.category ?? null]);
  let ranking = rankings.get(key);
  if (!ranking) {
    ranking = rankVendors(candidates, query);
    // The oldest goes first: a Map iterates in insertion order.
    if (rankings.size >= RANKINGS_KEPT) rankings.delete(rankings.keys().next().value as string);
    rankings.set(key, ranking);
  }
  return ranking;
}
