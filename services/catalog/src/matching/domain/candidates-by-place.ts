import { MATCH_POINTS, projectPoints, ratingPoints, type Place, type ScoredVendor } from './match-score.js';

/** What grouping reads of a candidate. */
type Groupable = ScoredVendor & { category: string };

/** Candidates that share a home place, and so a distance to any destination. */
export interface PlaceGroup<T extends Groupable> {
  home: Place;
  /** Best standing first: rating and project points, which no query changes. */
  members: ReadonlyArray<{ candidate: T; standing: number }>;
  /** The first member's standing. */
  bestStanding: number;
}

/**
 * The most points a query can add to a vendor's standing: all of distance only at distance 0, so
 * a group's ceiling is its distance points plus these.
 */
export const QUERY_POINTS_MAX = MATCH_POINTS.serviceArea + MATCH_POINTS.boothFit;

// Grouped once per set of candidates (they stay the same objects until a vendor or review write
// reloads them) and per category asked, so a search visits places, then only the members of each
// that could still make the list.
const groupsKept = new WeakMap<readonly Groupable[], Map<string, readonly PlaceGroup<Groupable>[]>>();

export const placeKeyOf = (home: Place) => `${home.key}|${home.state ?? ''}`;

/** The candidates of a category (all of them when none is asked) grouped by home place, each group best standing first. */
export function candidatesByPlace<T extends Groupable>(candidates: readonly T[], category: string | undefined): readonly PlaceGroup<T>[] {
  let byCategory = groupsKept.get(candidates);
  if (!byCategory) groupsKept.set(candidates, (byCategory = new Map()));
  const key = category ?? '';
  let groups = byCategory.get(key) as readonly PlaceGroup<T>[] | undefined;
  if (!groups) {
    groups = groupByPlace(category === undefined ? candidates : candidates.filter((candidate) => candidate.category === category));
    byCategory.set(key, groups);
  }
  return groups;
}

function groupByPlace<T extends Groupable>(candidates: readonly T[]): PlaceGroup<T>[] {
  const byPlace = new Map<string, { home: Place; members: Array<{ candidate: T; standing: number }> }>();
  for (const candidate of candidates) {
    const key = placeKeyOf(candidate.home);
    let group = byPlace.get(key);
    if (!group) byPlace.set(key, (group = { home: candidate.home, members: [] }));
    group.members.push({ candidate, standing: ratingPoints(candidate.rating, candidate.reviews) + projectPoints(candidate.completedProjects) });
  }
  return [...byPlace.values()].map(({ home, members }) => {
    members.sort((a, b) => b.standing - a.standing);
    return { home, members, bestStanding: members[0]?.standing ?? 0 };
  });
}
