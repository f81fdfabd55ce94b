function* planNodes(node: unknown): Generator<Record<string, unknown>> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* planNodes(child);
    return;
  }
  const record = node as Record<string, unknown>;
  yield record;
  for (const value of Object.values(record)) yield* planNodes(value);
}

/**
 * The top-level fields whose conditions the store answered from an index, read from a find's
 * explain: on the embedded store (FerretDB on PostgreSQL) the `Index Cond` of PostgreSQL's plan
 * nodes, on MongoDB the key patterns of the winning plan's IXSCAN stages (`_id` for IDHACK).
 * Tests use it to hold every hot query to its index (docs/operations.md#hot-queries-and-their-indexes).
 */
export function fieldsAnsweredByIndex(explain: unknown): string[] {
  const fields = new Set<string>();
  const planner = (explain as { queryPlanner?: Record<string, unknown> } | null)?.queryPlanner;
  const mongoPlan = planner?.['winningPlan'];
  for (const node of planNodes(mongoPlan ? mongoPlan : planner)) {
    const condition = node['Index Cond'];
    if (typeof condition === 'string') {
      for (const match of condition.matchAll(/_jsonb -> '([^']+)'::text\)/g)) if (match[1]) fields.add(match[1]);
    }
    if (node['stage'] === 'IXSCAN' && node['keyPattern'] && typeof node['keyPattern'] === 'object') {
      const [first] = Object.keys(node['keyPattern']);
      if (first) fields.add(first);
    }
    if (node['stage'] === 'IDHACK' || node['stage'] === 'EXPRESS_IXSCAN') fields.add('_id');
  }
  return [...fields].sort();
}
